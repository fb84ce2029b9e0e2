import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 52d50dfc26cf91228475fa802ec18a36c1c896608ac30d126a646c5d5a2cee38
theorem pc_52d50dfc26cf9122 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (¬ ¬ (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1)) :=
  by paracert_rules
