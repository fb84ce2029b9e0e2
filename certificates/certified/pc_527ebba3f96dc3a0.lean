import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 527ebba3f96dc3a058bf9e0a00a2a51b626dd019a5bfd374689405a2f6ab3349
theorem pc_527ebba3f96dc3a0 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (a b : α), ¬ ¬ (abs (a + b) ≤ abs a + abs b)) :=
  by paracert_rules
