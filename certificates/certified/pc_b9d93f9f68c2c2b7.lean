import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b9d93f9f68c2c2b7d45055bb38b523f441950a8836cdf1547c633561a87e3e90
theorem pc_b9d93f9f68c2c2b7 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (a : M₀), ¬ ¬ (0 * a = 0)) :=
  by paracert_rules
