import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: aad1682a3813de2412d32b05ff6d7e7f23d6c251169ca2c6aad60fc018e1f87a
theorem pc_aad1682a3813de24 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, a ≠ 0 → ¬ ¬ (Inv.inv a * a = 1)) :=
  by paracert_rules
