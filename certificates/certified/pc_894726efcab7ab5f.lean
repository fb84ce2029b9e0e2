import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 894726efcab7ab5f9ffa23c313e8008113b35a14fb9a111ff14f513a82198a05
theorem pc_894726efcab7ab5f {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 5 + 500 / 100 * 10 = 110 / 100 * x → x = 50) ↔ (∀ (x : R), 110 / 100 * x = 5 + 500 / 100 * 10 → x = 50) :=
  by paracert_rules
