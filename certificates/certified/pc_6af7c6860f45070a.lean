import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 6af7c6860f45070a700719ef47088693601e603d390ebe583897806b125ef618
theorem pc_6af7c6860f45070a : (8 * 9 ^ 2 + 5 * 9 + 2 = 695) ↔ (695 = 8 * 9 ^ 2 + 5 * 9 + 2) :=
  by paracert_iff_rfl
