import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 34052d6829006948ec216309d558d3355c9a9f44ef965bd17fe79079584ffcbf
theorem pc_34052d6829006948 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → ¬ (63 * a = 80 * c) → ¬ (7 * a = 4 * b)) :=
  by paracert_logic
