import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9ea56abfd3ff0a64ef0803d552849ed918594d662c622a100f98de2b61c02f08
theorem pc_9ea56abfd3ff0a64 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (zero one : G), zero * one = one * zero) :=
  by paracert_iff_rfl
