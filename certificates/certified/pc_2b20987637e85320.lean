import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 2b20987637e853202e188ef249d7f501d600eac1101a8db92ad0132129d46e21
theorem pc_2b20987637e85320 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) ↔ (∀ (a b c : R), a * (b + c) = 152 → 0 < a ∧ 0 < b ∧ 0 < c → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) :=
  by paracert_structural
