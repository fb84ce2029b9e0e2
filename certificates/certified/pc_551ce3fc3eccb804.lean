import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 551ce3fc3eccb8048a7fd905736157f05562b2f4614bdf6f66b3dbe74bcff990
theorem pc_551ce3fc3eccb804 {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (¬ ¬ (∀ (a : α), 0 ≤ a ^ 2)) :=
  by paracert_rules
