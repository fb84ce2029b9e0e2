import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9cd63d4f5c05240948da1294eeadf10efee529cdf1b52bd02f1f20233a5769b8
theorem pc_9cd63d4f5c052409 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (zero : M), 1 * zero = zero) :=
  by paracert_iff_rfl
