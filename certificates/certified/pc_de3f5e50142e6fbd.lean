import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: de3f5e50142e6fbd0a39c61ea0612e424403a3d84963bfdc20a339c1721656d2
theorem pc_de3f5e50142e6fbd {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (¬ ¬ (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b)) :=
  by paracert_rules
