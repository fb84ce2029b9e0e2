import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 28b16fc93130f69c811705cf5714d958f74ff208eb3744e4a28c7a521f8fdd79
theorem pc_28b16fc93130f69c {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (¬ ¬ (∀ (a : α), abs (-a) = abs a)) :=
  by paracert_rules
