import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: dda94fbab450ac15b9f318645be349b325317f16ccf092946f4248ebaf5d1ae5
theorem pc_dda94fbab450ac15 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, a ≠ 0 → 1 = Inv.inv a * a) :=
  by paracert_rules
