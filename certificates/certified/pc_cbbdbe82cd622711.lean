import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: cbbdbe82cd62271115c264e1c1eb9677d9ee962ac7811ba82e6edbeca42453f8
theorem pc_cbbdbe82cd622711 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (a b c : G), a + (b + c) = a + b + c) :=
  by paracert_rules
