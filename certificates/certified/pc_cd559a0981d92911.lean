import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: cd559a0981d9291121acf8356a20ca32a1597586083b0ea913d649ed4dae7853
theorem pc_cd559a0981d92911_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → ¬ (pcLit2 ≤ n) → ¬ (n % pcLit1 < r)) :=
  by paracert_logic
theorem pc_cd559a0981d92911 : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → ¬ (6710 ≤ n) → ¬ (n % 13 < r)) :=
  by with_reducible exact pc_cd559a0981d92911_schema (1342) (13) (6710)
