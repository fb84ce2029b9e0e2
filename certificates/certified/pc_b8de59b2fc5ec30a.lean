import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b8de59b2fc5ec30aba4b5d817108c63ed58ecaaea99699b1c6b09d631a89a5ed
theorem pc_b8de59b2fc5ec30a {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b → ¬ ¬ (b ≤ a) → a = b) :=
  by paracert_rules
