import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: fa4356484777c7e2f73d6878766b7c4f1a481dbcf25f4687f2a29847a2b67916
theorem pc_fa4356484777c7e2_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) ↔ (∀ (count size amount : Nat), 1 ≤ count ∧ count ≤ pcLit0 → 1 ≤ size ∧ size ≤ pcLit0 → 1 ≤ amount ∧ amount ≤ pcLit0 → count ≠ size → count ≠ amount → size ≠ amount → count + size = amount → pcLit1 * count + count - size = 2 * amount → amount * size = pcLit1 * count + count + count → count + size + amount = pcLit2) :=
  by paracert_iff_rfl
theorem pc_fa4356484777c7e2 : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) ↔ (∀ (count size amount : Nat), 1 ≤ count ∧ count ≤ 9 → 1 ≤ size ∧ size ≤ 9 → 1 ≤ amount ∧ amount ≤ 9 → count ≠ size → count ≠ amount → size ≠ amount → count + size = amount → 10 * count + count - size = 2 * amount → amount * size = 10 * count + count + count → count + size + amount = 8) :=
  by with_reducible exact pc_fa4356484777c7e2_schema (9) (10) (8)
