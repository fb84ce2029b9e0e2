import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: cb85ba29f403952d2e5c7098780a6cd9ce98b828f602e0d70d02a41e10ef260d
theorem pc_cb85ba29f403952d {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (¬ ¬ (∀ {a : α}, a ≠ 0 → a / a = 1)) :=
  by paracert_rules
