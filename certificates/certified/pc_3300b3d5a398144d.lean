import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3300b3d5a398144d87db3ac599161d586e9a7bf46c0849d89f286aa169a763ae
theorem pc_3300b3d5a398144d {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (integer_value : M₀), integer_value * 0 = 0) :=
  by paracert_iff_rfl
