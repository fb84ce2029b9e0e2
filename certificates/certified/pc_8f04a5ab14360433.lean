import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 8f04a5ab14360433c5db00e4618700f3072de9df465491e2da7463970f679597
theorem pc_8f04a5ab14360433 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (b a : G), a + b = b + a) :=
  by paracert_structural
