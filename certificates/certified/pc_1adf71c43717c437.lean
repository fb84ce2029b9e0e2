import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 1adf71c43717c43765f71dcd4f5142a57f4ad88789ce614863edb2ebe0720eca
theorem pc_1adf71c43717c437 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, 0 ≠ a → Inv.inv a * a = 1) :=
  by paracert_rules
