import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0048d6526e971ac9d8f27466fb949591992610248f96bca3ae8bb5cfddf43e68
theorem pc_0048d6526e971ac9 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (zero : α), abs zero ^ 2 = zero ^ 2) :=
  by paracert_iff_rfl
