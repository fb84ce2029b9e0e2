import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: c805a88b0d98bbf3e044db31e2b35538a54cc5ae7d003017c5da00f6ca3695ad
theorem pc_c805a88b0d98bbf3_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (a b : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) ↔ (∀ (a b : Int), pcLit0 ∣ b → Odd a → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) :=
  by paracert_structural
theorem pc_c805a88b0d98bbf3 : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), 4 ∣ b → Odd a → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by with_reducible exact pc_c805a88b0d98bbf3_schema (4) (8)
