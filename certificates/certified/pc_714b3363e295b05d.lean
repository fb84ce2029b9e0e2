import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 714b3363e295b05d2ae817953dab41c56e9d681911c59ecf5af5b64b7b1e094c
theorem pc_714b3363e295b05d_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (p q : Nat), (Nat.Prime p ∧ Nat.Prime q) ∧ pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) :=
  by paracert_logic
theorem pc_714b3363e295b05d : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (p q : Nat), (Nat.Prime p ∧ Nat.Prime q) ∧ 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) :=
  by with_reducible exact pc_714b3363e295b05d_schema (4) (18) (194)
