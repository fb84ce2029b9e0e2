import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 65f37bbef9ab387c6b2abfab1172b87efcfb3faadbdce60698d12ebb8b23ce1b
theorem pc_65f37bbef9ab387c : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (a b c d : Nat), d < c → 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) :=
  by paracert_structural
