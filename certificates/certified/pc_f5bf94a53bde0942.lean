import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f5bf94a53bde09420dbb7bb7046e18f4298cbe06aae0790f8b96738ab388806b
theorem pc_f5bf94a53bde0942 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (integer_value : α), 0 ≤ abs integer_value) :=
  by paracert_iff_rfl
