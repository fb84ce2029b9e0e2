import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 16ef9618c45f6fe6aff2d0ee63bf8c732d61734787c8e1ce5ca04be1b562e202
theorem pc_16ef9618c45f6fe6 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (zero one : G), zero + one = one + zero) :=
  by paracert_iff_rfl
