import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3ff8cbe182d672406f6b0008f68b99f9a12bcb4f1b1e875991efb4acb2c1bfd8
theorem pc_3ff8cbe182d67240 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (a : M₀), a * 0 = 0) :=
  by paracert_iff_rfl
