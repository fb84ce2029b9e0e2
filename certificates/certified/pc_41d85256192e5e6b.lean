import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 41d85256192e5e6b82825672f344b32790f2b461b3a3f3f645e3cd437375fd79
theorem pc_41d85256192e5e6b {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (¬ ¬ (∀ (a : α), ¬ (a < a))) :=
  by paracert_rules
