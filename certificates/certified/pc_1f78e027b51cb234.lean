import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 1f78e027b51cb234d1857edde3ab6363f854853a0353fd4cafaeaccb98057245
theorem pc_1f78e027b51cb234_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), n ≤ pcLit0 ∧ pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) :=
  by paracert_logic
theorem pc_1f78e027b51cb234 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), n ≤ 9 ∧ 18 ∣ 374 * 10 + n → n = 4) :=
  by with_reducible exact pc_1f78e027b51cb234_schema (9) (18) (374) (10) (4)
