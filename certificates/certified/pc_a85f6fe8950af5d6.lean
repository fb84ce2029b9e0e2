import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a85f6fe8950af5d6b7fbace6fb96501106c5144181e3561a8084ee250971f9b3
theorem pc_a85f6fe8950af5d6 {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (ll : α), 0 ≤ ll ^ 2) :=
  by paracert_iff_rfl
