import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5c77d08a99c69e0d55b4cc42814a73a41271c9c91b19c66ccc0127d9da064b0d
theorem pc_5c77d08a99c69e0d {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (a : M₀), ¬ ¬ (a * 0 = 0)) :=
  by paracert_rules
