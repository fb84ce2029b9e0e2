import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: bf3c202fb21d04b87c5a5ddecc9173d118d0bafc125effa9c6151c809124fb7d
theorem pc_bf3c202fb21d04b8 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (c b a : G), a * b * c = a * (b * c)) :=
  by paracert_structural
