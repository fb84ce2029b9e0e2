import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: b9efcc53b91fc11d4bdf7c5e6866c483ceb94ce586ea392713e2b888efd22589
theorem pc_b9efcc53b91fc11d : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) :=
  by paracert_iff_rfl
