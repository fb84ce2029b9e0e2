import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e88e84fab9396676612c482e28bb7d08578c81ac92d60bdbcf2f209e957d3917
theorem pc_e88e84fab9396676 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (a : M₀), 0 * a = 0) :=
  by paracert_iff_rfl
