import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: e9e675643800c4b063d155dca672927fb5ff7e71c9666fee13cd84d4f0984bb7
theorem pc_e9e675643800c4b0_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (a b : Int), Odd a → pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) ↔ (∀ (a b : Int), Odd a ∧ pcLit0 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % pcLit1 = 1) :=
  by paracert_logic
theorem pc_e9e675643800c4b0 : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), Odd a ∧ 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by with_reducible exact pc_e9e675643800c4b0_schema (4) (8)
