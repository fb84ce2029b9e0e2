import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: cf4e008b8a139c347b17edd157881639d89a1db60000d811e03ea1c806d556be
theorem pc_cf4e008b8a139c34 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (a : α), abs (-a) = abs a) :=
  by paracert_iff_rfl
