import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 53656e3446dfc8f28d78cd42d44a7aeb5b103396b6753eee2b50cc41794e127c
theorem pc_53656e3446dfc8f2 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a = -1 → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) ↔ (∀ (b a : R), a = -1 → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) :=
  by paracert_structural
