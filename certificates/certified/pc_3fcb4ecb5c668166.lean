import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3fcb4ecb5c6681662b21c2577cd4f4ab3b166c622f4704741b7681fac5243ae2
theorem pc_3fcb4ecb5c668166 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (jykvfj2 ssszfz5 vhmfjq3 : G), jykvfj2 * ssszfz5 * vhmfjq3 = jykvfj2 * (ssszfz5 * vhmfjq3)) :=
  by paracert_iff_rfl
