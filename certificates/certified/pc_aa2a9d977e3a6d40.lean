import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: aa2a9d977e3a6d40bb98b259330068f047be36e48339d3f1319ca9e4eeffc05c
theorem pc_aa2a9d977e3a6d40_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → ¬ (p * q - (p + q) = pcLit2)) :=
  by paracert_iff_rfl
theorem pc_aa2a9d977e3a6d40 : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → ¬ (p * q - (p + q) = 194)) :=
  by with_reducible exact pc_aa2a9d977e3a6d40_schema (4) (18) (194)
