import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: f6f442a63d6655b133065fddb78923c6beeb03dd2e5537f1ed0b7b0cda20f679
theorem pc_f6f442a63d6655b1_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), n ≤ pcLit0 → ¬ (n = pcLit4) → ¬ (pcLit1 ∣ pcLit2 * pcLit3 + n)) :=
  by paracert_logic
theorem pc_f6f442a63d6655b1 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), n ≤ 9 → ¬ (n = 4) → ¬ (18 ∣ 374 * 10 + n)) :=
  by with_reducible exact pc_f6f442a63d6655b1_schema (9) (18) (374) (10) (4)
