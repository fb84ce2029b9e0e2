import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 8685542afb4ba84e24e6c1e3fec10bb444b384795dc99d3801e77542737c71af
theorem pc_8685542afb4ba84e : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → (b + d + a - c) * (b + d + c - a) = a * c + b * d → ¬ Nat.Prime (a * b + c * d)) :=
  by paracert_rules
