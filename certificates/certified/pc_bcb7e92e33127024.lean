import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: bcb7e92e33127024278a44f02c3a442ca33f7e578b8134c410888f298b8a1289
theorem pc_bcb7e92e33127024 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a = -1 → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) ↔ (∀ (a b : R), -1 = a → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) :=
  by paracert_rules
