import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: c98d2373f0ae4728db6cbcc14180c62b51fbd28eb9789b316b5e9e8bd9174e85
theorem pc_c98d2373f0ae4728 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (b a c : G), a * b * c = a * (b * c)) :=
  by paracert_structural
