import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8ec0e7f363b8445ce2355661acc8334c4a89749c25cfd14b24ba154971ad483e
theorem pc_8ec0e7f363b8445c {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (a : α), ¬ ¬ (0 ≤ a ^ 2)) :=
  by paracert_rules
