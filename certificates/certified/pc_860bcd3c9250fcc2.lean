import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 860bcd3c9250fcc2dac1255229ea9b867bc03ee3d5a77e6e699463670532b5ba
theorem pc_860bcd3c9250fcc2 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {zero : α}, zero ≠ 0 → Inv.inv zero * zero = 1) :=
  by paracert_iff_rfl
