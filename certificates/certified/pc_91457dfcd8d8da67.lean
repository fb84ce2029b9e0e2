import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 91457dfcd8d8da674f1ebc8078eb3b2421ffb802f87326c6ffbfb07b63089e1c
theorem pc_91457dfcd8d8da67 : (1 * 3 * 5 * 7 * 9 * 11 * 13 % 10 = 5) ↔ (5 = 1 * 3 * 5 * 7 * 9 * 11 * 13 % 10) :=
  by paracert_iff_rfl
