import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b5369a581e26c7314bde49bef032847448d3448ee7bbd5f4c427e1cfdd910173
theorem pc_b5369a581e26c731 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (¬ ¬ (∀ (a b : G), a + b = b + a)) :=
  by paracert_rules
