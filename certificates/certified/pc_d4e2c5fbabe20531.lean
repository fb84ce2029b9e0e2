import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d4e2c5fbabe205312562e6e37349b7195de2b0833de6af47e68978c6f13944ea
theorem pc_d4e2c5fbabe20531 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (¬ ¬ (∀ (a : M₀), a * 0 = 0)) :=
  by paracert_rules
