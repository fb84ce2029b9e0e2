import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 7760dffd3345e98f3ebe036c90b50ef45f7c0bbf9c4b8732f621730ea6ab4ceb
theorem pc_7760dffd3345e98f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (r n : Nat), pcLit0 % pcLit1 = r → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) :=
  by paracert_rules
theorem pc_7760dffd3345e98f : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), 1342 % 13 = r → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) :=
  by with_reducible exact pc_7760dffd3345e98f_schema (1342) (13) (6710)
