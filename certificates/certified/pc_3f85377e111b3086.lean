import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3f85377e111b30862deea7a63ef7b1a372e9f45522de7916154f4d383a9253cc
theorem pc_3f85377e111b3086 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (integer_value : M), 0 + integer_value = integer_value) :=
  by paracert_iff_rfl
