import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: cf9cb086948f24b3e404f110eb4f9ace1c1b78d7c7e7b524c14e3c868b73bff2
theorem pc_cf9cb086948f24b3_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n = pcLit0 → (pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) ↔ (∀ (n : Nat), ¬ ((pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) → ¬ (n = pcLit0)) :=
  by paracert_logic
theorem pc_cf9cb086948f24b3 : (∀ (n : Nat), n = 11 → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) ↔ (∀ (n : Nat), ¬ ((1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) → ¬ (n = 11)) :=
  by with_reducible exact pc_cf9cb086948f24b3_schema (11) (1) (4)
