import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a689eabc9c0dd0a0cc47ca19d0868e1a9f31a9704be394168178a30ed86565dc
theorem pc_a689eabc9c0dd0a0_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (a b : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) ↔ (∀ (a b : Int), Odd a → pcLit0 ∣ b → 0 ≤ b → (a ^ 2 + b ^ 2) % pcLit1 = 1) :=
  by paracert_iff_rfl
theorem pc_a689eabc9c0dd0a0 : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), Odd a → 4 ∣ b → 0 ≤ b → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by with_reducible exact pc_a689eabc9c0dd0a0_schema (4) (8)
