import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: a58c718d955001637d1c7fd2a254578b5344af97f682f5132d6718d837049efb
theorem pc_a58c718d95500163 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) ↔ (∀ (a b c : R), (0 < a ∧ 0 < b ∧ 0 < c) ∧ a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) :=
  by paracert_logic
