import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f6d777dc8af7845458ca6a33dc889e0fd83c17c49c077e376fb227d15b9ff25a
theorem pc_f6d777dc8af78454 {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (¬ ¬ (∀ (a : G), a * Inv.inv a = 1)) :=
  by paracert_rules
