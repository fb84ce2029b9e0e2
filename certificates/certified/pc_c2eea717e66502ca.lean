import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: c2eea717e66502cacb3a36e061d32435ae8624da3153135b5950f45dea35e643
theorem pc_c2eea717e66502ca {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, ¬ (a = 0) → a / a = 1) :=
  by paracert_iff_rfl
