import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 444673c94656e3463a0c6a50d22fb7489b02c9297a8c9d12369c504a40d17429
theorem pc_444673c94656e346 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (zjhpqr8 : M), zjhpqr8 + 0 = zjhpqr8) :=
  by paracert_iff_rfl
