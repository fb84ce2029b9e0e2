import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 23a4dd8dd7902015b786cb88def4ecc4e46650f7771f29e0eae54aeb5f7800be
theorem pc_23a4dd8dd7902015_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (a b : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) ↔ (∀ (a b : Int), Odd a → (∃ (c : Int), b = pcLit0 * c) → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) :=
  by paracert_unpack
theorem pc_23a4dd8dd7902015 : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), Odd a → (∃ (c : Int), b = 4 * c) → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by with_reducible exact pc_23a4dd8dd7902015_schema (4) (8)
