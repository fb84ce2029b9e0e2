import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 2f7f8e0386df71654605ec87402f9bb0296311144e48a29160c11d76ad7ab380
theorem pc_2f7f8e0386df7165_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (b a : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) :=
  by paracert_structural
theorem pc_2f7f8e0386df7165 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (b a : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) :=
  by with_reducible exact pc_2f7f8e0386df7165_schema (9) (10) (3) (912673) (16)
