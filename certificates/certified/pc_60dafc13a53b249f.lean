import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 60dafc13a53b249f2e94b90d10d225a32b9b99638610500bd4d564b28ab2c664
theorem pc_60dafc13a53b249f {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b → b ≤ a → ¬ ¬ (a = b)) :=
  by paracert_rules
