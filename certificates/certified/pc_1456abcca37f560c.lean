import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 1456abcca37f560cca2c2be0cec61b6665d563e05282d1cd8f071e80c249e53d
theorem pc_1456abcca37f560c {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (a b : G), b + a = a + b) :=
  by paracert_structural
