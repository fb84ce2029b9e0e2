import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: dc06264e18fe89fd98cfae265a0cd55b311688606e30c630b376675392fa1be5
theorem pc_dc06264e18fe89fd : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) :=
  by paracert_iff_rfl
