import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 5329fb783e59de90e95a98cd8b107e3026b8b41ff912302780da20ccdd84ed5e
theorem pc_5329fb783e59de90 : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ n : Nat, Even n ↔ n % 2 = 0) :=
  by paracert_iff_rfl
