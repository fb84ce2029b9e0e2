import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0d68a61be5e06ef13856d214b080845e841c9c00893cd155888d240725b88b60
theorem pc_0d68a61be5e06ef1 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (zero : M₀), zero * 0 = 0) :=
  by paracert_iff_rfl
