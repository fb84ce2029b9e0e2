import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a32ef9f6201f24f8821f4daf6fbd9b6117fcffa299e68e7f0730ff90957aa556
theorem pc_a32ef9f6201f24f8 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → ¬ ¬ (d < c) → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) :=
  by paracert_rules
