import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 4ee0aa8667fdcf789fd656e11af77d3b3d9b070b863153a0850d0615bc8efb66
theorem pc_4ee0aa8667fdcf78_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (r n : Nat), r = pcLit0 % pcLit1 ∧ 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) :=
  by paracert_logic
theorem pc_4ee0aa8667fdcf78 : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), r = 1342 % 13 ∧ 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) :=
  by with_reducible exact pc_4ee0aa8667fdcf78_schema (1342) (13) (6710)
