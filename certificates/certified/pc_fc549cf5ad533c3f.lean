import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: fc549cf5ad533c3fdc65855811d0d02f1115dbad767e6b302bde5343e4464468
theorem pc_fc549cf5ad533c3f_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (a b : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) ↔ (∀ (a b : Int), Odd a → pcLit0 ∣ b → ¬ ((a ^ 2 + b ^ 2) % pcLit1 = 1) → ¬ (b ≥ 0)) :=
  by paracert_logic
theorem pc_fc549cf5ad533c3f : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), Odd a → 4 ∣ b → ¬ ((a ^ 2 + b ^ 2) % 8 = 1) → ¬ (b ≥ 0)) :=
  by with_reducible exact pc_fc549cf5ad533c3f_schema (4) (8)
