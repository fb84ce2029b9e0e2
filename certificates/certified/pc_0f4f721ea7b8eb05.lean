import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0f4f721ea7b8eb0532885dfdccfe9920e3ce17a0b5ef90923c8c90bd54b90081
theorem pc_0f4f721ea7b8eb05_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (r n : Nat), ¬ ¬ (r = pcLit0 % pcLit1) → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) :=
  by paracert_rules
theorem pc_0f4f721ea7b8eb05 : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), ¬ ¬ (r = 1342 % 13) → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) :=
  by with_reducible exact pc_0f4f721ea7b8eb05_schema (1342) (13) (6710)
