import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: f2389bd2024f185a75999a43682692a579d0488f6173480d0369e118934e0a84
theorem pc_f2389bd2024f185a {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (a b : R), 180 = a * b → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) :=
  by paracert_rules
