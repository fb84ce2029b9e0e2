import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9982d1173937fb7f2401f1b97466ac9afb59167fea06b809d54e1e7d42e7177f
theorem pc_9982d1173937fb7f {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (integer_value : M), integer_value + 0 = integer_value) :=
  by paracert_iff_rfl
