import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 57334682481ad46472df36013120ab5d7d4406865cca197bea397df73b38f934
theorem pc_57334682481ad464 : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ n : Nat, Even n ↔ n % 2 = 0) :=
  by paracert_iff_rfl
