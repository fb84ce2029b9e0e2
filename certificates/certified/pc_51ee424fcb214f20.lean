import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 51ee424fcb214f202573d83ef1be7994fd71325de8496b36532b01d948e7df1e
theorem pc_51ee424fcb214f20 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (a : α), ¬ ¬ (0 ≤ abs a)) :=
  by paracert_rules
