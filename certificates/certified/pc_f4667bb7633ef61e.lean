import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f4667bb7633ef61e4146370ce36775c72fd939a31ab325e970913ca0908c9595
theorem pc_f4667bb7633ef61e {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (integer_value : M₀), 0 * integer_value = 0) :=
  by paracert_iff_rfl
