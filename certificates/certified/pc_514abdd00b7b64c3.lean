import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 514abdd00b7b64c3b9bd4b10cf69f3cd3ddb1f2fa3d24413dd68e8690c09b794
theorem pc_514abdd00b7b64c3 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b → b ≤ c → ¬ ¬ (a ≤ c)) :=
  by paracert_rules
