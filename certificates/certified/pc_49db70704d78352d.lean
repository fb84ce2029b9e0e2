import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 49db70704d78352d33bf0b1f1b875318ab4d985b00a910626a6e4eb3ff8a3883
theorem pc_49db70704d78352d : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), n ≠ 0 → n > 0) :=
  by paracert_iff_rfl
