import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 68380b1f56258981095c9ff45383bfe9984e152e810a437da6b1759261f269d8
theorem pc_68380b1f56258981 : (∀ n : Nat, n % 2 = 1 → n ≠ 0) ↔ (∀ n : Nat, 1 = n % 2 → 0 ≠ n) :=
  by paracert_rules
