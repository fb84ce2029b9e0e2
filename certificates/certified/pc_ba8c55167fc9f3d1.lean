import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: ba8c55167fc9f3d1ab36cc18b285ff3657d1638b3e84a86011b67dc011da52f1
theorem pc_ba8c55167fc9f3d1 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (¬ ¬ (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b)) :=
  by paracert_rules
