import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: c43dccfd145a3307a04215332099f01fa0617a6e9d9f66e346de529e81abf044
theorem pc_c43dccfd145a3307 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), ¬ (n = 0) → 0 < n) :=
  by paracert_iff_rfl
