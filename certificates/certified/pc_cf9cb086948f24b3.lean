import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: cf9cb086948f24b3e404f110eb4f9ace1c1b78d7c7e7b524c14e3c868b73bff2
theorem pc_cf9cb086948f24b3 : (∀ (n : Nat), n = 11 → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) ↔ (∀ (n : Nat), ¬ ((1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) → ¬ (n = 11)) :=
  by paracert_logic
