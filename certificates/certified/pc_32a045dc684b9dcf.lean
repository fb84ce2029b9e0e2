import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 32a045dc684b9dcfc1ff9ef9fa87bad99311718cc11144de73cfffadced19853
theorem pc_32a045dc684b9dcf {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (integer_value : M), integer_value * 1 = integer_value) :=
  by paracert_iff_rfl
