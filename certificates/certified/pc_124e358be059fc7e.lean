import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 124e358be059fc7e0230d01fe1c57eda5440e3878b21c4172f0b52c3447c64cd
theorem pc_124e358be059fc7e {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (¬ ¬ (∀ (a b : α), abs (a * b) = abs a * abs b)) :=
  by paracert_rules
