import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 80098d984c76c1263512827c8c600462490187e92c198f3277f1d05ba364fd6d
theorem pc_80098d984c76c126_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), ¬ (2 ≤ pcLit0 + pcLit1 * n ∧ ∀ (m : Nat), m < pcLit0 + pcLit1 * n → m ∣ pcLit0 + pcLit1 * n → m = 1) → pcLit2 ≤ n) :=
  by paracert_unpack
theorem pc_80098d984c76c126 : (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → 6 ≤ n) ↔ (∀ (n : Nat), ¬ (2 ≤ 7 + 30 * n ∧ ∀ (m : Nat), m < 7 + 30 * n → m ∣ 7 + 30 * n → m = 1) → 6 ≤ n) :=
  by with_reducible exact pc_80098d984c76c126_schema (7) (30) (6)
