import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: a7dae140a94b0b08239dad1109f6c79d54e5239ef0f09483ca3989459336feb4
theorem pc_a7dae140a94b0b08 {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (b m : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) :=
  by paracert_structural
