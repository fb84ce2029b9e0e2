import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 9f574a30bfd3f15ddbbe6fb4d2065961a47dd9dfc5beb61259b9e039650dbb4c
theorem pc_9f574a30bfd3f15d : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > 0) :=
  by paracert_iff_rfl
