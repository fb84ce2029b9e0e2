import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: eb3e0650af603a243c640404838aa7ba175c677359d1402dcc96dfa2f3e7675e
theorem pc_eb3e0650af603a24 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (a b c : G), ¬ ¬ (a + b + c = a + (b + c))) :=
  by paracert_rules
