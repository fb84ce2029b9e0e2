import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 3a4b528d9a04ced01ae3c162572d64f06959527b17adaef0e452a043b3e79081
theorem pc_3a4b528d9a04ced0 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {x : R}, 0 ≤ x → x = sqrt (x ^ 2)) :=
  by paracert_rules
