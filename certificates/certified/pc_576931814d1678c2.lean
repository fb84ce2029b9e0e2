import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 576931814d1678c269eb723c1c2df0f8ee6ca0bb3f1526e4670222bc1868fc3a
theorem pc_576931814d1678c2 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (a b : G), b * a = a * b) :=
  by paracert_structural
