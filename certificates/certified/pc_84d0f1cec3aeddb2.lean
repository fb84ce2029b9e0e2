import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 84d0f1cec3aeddb234bcf23a51f4c8da5d3c5136361f605263b01aaf6b64e71d
theorem pc_84d0f1cec3aeddb2 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (a : M), 1 * a = a) :=
  by paracert_iff_rfl
