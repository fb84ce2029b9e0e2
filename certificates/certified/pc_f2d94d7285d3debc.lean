import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: f2d94d7285d3debcd8cf9a790bee54b78fdf98bed91b86393836ce026c246a9b
theorem pc_f2d94d7285d3debc {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, b ≥ a → b ≤ a → a = b) :=
  by paracert_iff_rfl
