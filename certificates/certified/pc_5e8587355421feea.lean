import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5e8587355421feeae7c7df06c871bba4b64b78a5d93d78b5fb6d6d7cb0ee0c1b
theorem pc_5e8587355421feea {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (zero : M), zero + 0 = zero) :=
  by paracert_iff_rfl
