import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: bcbb7e2830a4dc1dcb2a9a6d92afcf8d3a36a6c02635498297e23b6e9f6f35d5
theorem pc_bcbb7e2830a4dc1d {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (a b c : G), a * (b * c) = a * b * c) :=
  by paracert_rules
