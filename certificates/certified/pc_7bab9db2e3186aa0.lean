import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 7bab9db2e3186aa0bc74eba778a877d8e1427854f566ebb6f608cdefa9e1b6ed
theorem pc_7bab9db2e3186aa0 {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (a : α), a ^ 2 ≥ 0) :=
  by paracert_iff_rfl
