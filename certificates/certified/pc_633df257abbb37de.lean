import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 633df257abbb37de427b2b3e5af5b0e0768dc33cb19f7e23bb65e1dc2d11b88b
theorem pc_633df257abbb37de {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 152 = a * (b + c) → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) :=
  by paracert_rules
