import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 087c936ec5d108ab94aca5360c062d3c059731373ec2817b5126ff44c11cb1bd
theorem pc_087c936ec5d108ab {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (a c b : G), a + b + c = a + (b + c)) :=
  by paracert_structural
