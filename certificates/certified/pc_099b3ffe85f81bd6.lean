import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 099b3ffe85f81bd63ab95a51718d1d9c45cb9819ab214df3362c7de77e181471
theorem pc_099b3ffe85f81bd6 : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), ¬ ¬ (0 < a) → Nat.Prime p → p ∣ a ^ p - a) :=
  by paracert_rules
