import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0dead4c74ac0dee480c95feba7611e42e7a124558c5fb94de5cabf6c0c1d8021
theorem pc_0dead4c74ac0dee4 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {ljmmiu0 : α}, ljmmiu0 ≠ 0 → Inv.inv ljmmiu0 * ljmmiu0 = 1) :=
  by paracert_iff_rfl
