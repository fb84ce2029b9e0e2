import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1a4ecc6d46591a3c8c3f67c8372b3ba6e7021bfbbe3ab3de82dfd414dec3cdc8
theorem pc_1a4ecc6d46591a3c {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (zero : M₀), 0 * zero = 0) :=
  by paracert_iff_rfl
