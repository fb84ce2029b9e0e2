import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0830653dfe06c82fcaf1333e557213b1f2b2c35d82387d07fea01b70ad22fb71
theorem pc_0830653dfe06c82f {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (¬ ¬ (∀ (a : M₀), 0 * a = 0)) :=
  by paracert_rules
