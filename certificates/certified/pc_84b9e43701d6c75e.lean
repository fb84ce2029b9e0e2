import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 84b9e43701d6c75ee7aed4d41cf60f4db7f2d3eb04c1435a518cba412b5154fb
theorem pc_84b9e43701d6c75e {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) ↔ (∀ (b a c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) :=
  by paracert_structural
