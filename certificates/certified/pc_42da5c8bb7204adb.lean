import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 42da5c8bb7204adbb1f1d78d63fcb1f21f191cbc98e00c30aecba2152b61b660
theorem pc_42da5c8bb7204adb {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (rcwmvj8 : M₀), 0 * rcwmvj8 = 0) :=
  by paracert_iff_rfl
