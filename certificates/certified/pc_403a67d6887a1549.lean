import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 403a67d6887a15498844128b36cd5c43f4edfdc3c0ed64643685d45e80a8bbf7
theorem pc_403a67d6887a1549 {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (zero : G), zero * Inv.inv zero = 1) :=
  by paracert_iff_rfl
