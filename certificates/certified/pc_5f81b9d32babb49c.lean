import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5f81b9d32babb49c3f540c7ddb7352afebc441194957c7251d8a9d5d57afc6ff
theorem pc_5f81b9d32babb49c {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (b a c : G), a + b + c = a + (b + c)) :=
  by paracert_structural
