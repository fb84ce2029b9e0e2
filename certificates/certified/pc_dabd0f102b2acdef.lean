import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: dabd0f102b2acdeffe4aea853f108ac11f201468dab6710271efd55a0beeead8
theorem pc_dabd0f102b2acdef {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) :=
  by paracert_iff_rfl
