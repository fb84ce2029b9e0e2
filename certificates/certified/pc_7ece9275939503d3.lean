import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7ece9275939503d3dde71e9c9981f4436b48878dc22e046fc6806ff9b6246d3f
theorem pc_7ece9275939503d3 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (ll : M₀), 0 * ll = 0) :=
  by paracert_iff_rfl
