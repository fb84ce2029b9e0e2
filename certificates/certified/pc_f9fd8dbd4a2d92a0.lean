import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: f9fd8dbd4a2d92a07d95728edeb0b656939ff3f2f4fae659fc511dafe35f43c2
theorem pc_f9fd8dbd4a2d92a0 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (c b a : G), a + b + c = a + (b + c)) :=
  by paracert_structural
