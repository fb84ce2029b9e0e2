import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1753f5bef5a6ca06523c79ef13dd7ba3aa54817c821debe21b15a2567f85a858
theorem pc_1753f5bef5a6ca06 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {integer_value offset shift : G}, offset * integer_value = shift * integer_value ↔ offset = shift) :=
  by paracert_iff_rfl
