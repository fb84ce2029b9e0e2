import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 32dff010df239c1e418a27f0d554b4835063b72bd5fdb41a42e0ace8deda4958
theorem pc_32dff010df239c1e {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (¬ ¬ (∀ (a : α), abs a ^ 2 = a ^ 2)) :=
  by paracert_rules
