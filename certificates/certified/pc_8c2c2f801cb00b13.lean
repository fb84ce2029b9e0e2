import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8c2c2f801cb00b13cfcda23acfcfe2f1e6ce396b57b66c487ec1b1a7efb7d4cd
theorem pc_8c2c2f801cb00b13 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, ¬ ¬ (a ≠ 0) → Inv.inv a * a = 1) :=
  by paracert_rules
