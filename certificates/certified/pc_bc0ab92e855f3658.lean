import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: bc0ab92e855f3658faa898a73b73a276abf22b8d14990a5a0344cbcc17ac7337
theorem pc_bc0ab92e855f3658 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), ¬ (0 < n) → ¬ (n ≠ 0)) :=
  by paracert_logic
