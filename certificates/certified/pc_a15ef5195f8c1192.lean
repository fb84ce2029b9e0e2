import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a15ef5195f8c11925a9d89f9ce6351c46de7661e4423041d7a7545a833a9296d
theorem pc_a15ef5195f8c1192 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (ll : M₀), ll * 0 = 0) :=
  by paracert_iff_rfl
