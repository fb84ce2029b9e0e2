import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 0d5cdd688fc796c3a21e58e212aa75ad9a6bc0c6d4ad4e71ae7a02673fb2c2b9
theorem pc_0d5cdd688fc796c3 : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by paracert_iff_rfl
