import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0e1fe84d352e0a6c57bf18587e638d681862015b0fc25b1764ac80d39db8d5af
theorem pc_0e1fe84d352e0a6c {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (¬ ¬ (∀ {a b : α}, a ≤ b → b ≤ a → a = b)) :=
  by paracert_rules
