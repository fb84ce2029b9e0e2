import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: dedde715aa717e844cba644d66a12ceca794844eec35f09b4801e1013a3e2d65
theorem pc_dedde715aa717e84 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (svnnif1 : M₀), svnnif1 * 0 = 0) :=
  by paracert_iff_rfl
