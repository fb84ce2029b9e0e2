import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 7233a01b9a3359746e8b720c0bf09aaad4c315458e78574237622f69ca51773a
theorem pc_7233a01b9a335974 : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by paracert_iff_rfl
