import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 3ebfd17e10050eaf29d64d6c7debf0d70ad8844e99925569397e1533f3405142
theorem pc_3ebfd17e10050eaf {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {b a c : G}, b * a = c * a ↔ b = c) :=
  by paracert_structural
