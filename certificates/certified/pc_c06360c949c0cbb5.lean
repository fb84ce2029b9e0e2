import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: c06360c949c0cbb5730b04bc10bb5a6cf4ac445ce795d70ddea5f6962aa7ce1f
theorem pc_c06360c949c0cbb5_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (a b : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) ↔ (∀ (b a : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) :=
  by paracert_structural
theorem pc_c06360c949c0cbb5 : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (b a : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by with_reducible exact pc_c06360c949c0cbb5_schema (4) (8)
