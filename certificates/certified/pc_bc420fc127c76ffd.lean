import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: bc420fc127c76ffdd4fa65aad4515c66a51919be050f66e8ed73eec9f0268912
theorem pc_bc420fc127c76ffd : (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α), ∀ (a : α), 0 ≤ abs a) ↔ (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (f : α → α), ∀ (a : α), 0 ≤ f a) :=
  by paracert_iff_rfl
