import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 30eddcb2bc1090a04452f593db9da3d34731e5a7896b7519b49683f9900b3c65
theorem pc_30eddcb2bc1090a0 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, n < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by paracert_iff_rfl
