import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 263ab6a9991b8639c0fcc6cfe4ddf16ce692eeccdcfd970ff89fc5efefcfdf02
theorem pc_263ab6a9991b8639 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (¬ ¬ (∀ (a b : α), abs (a + b) ≤ abs a + abs b)) :=
  by paracert_rules
