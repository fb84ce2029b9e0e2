import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f3e3dc3c3c2de83ea986fc44dc7352815c5b283dd3d26a6b8c682a5dc637885e
theorem pc_f3e3dc3c3c2de83e {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (integer_value : M), 1 * integer_value = integer_value) :=
  by paracert_iff_rfl
