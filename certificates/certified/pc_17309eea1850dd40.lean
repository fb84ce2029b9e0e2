import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 17309eea1850dd40afe0a801b822b60f68c10199fd4aacb3479fba4d2f70dac0
theorem pc_17309eea1850dd40 : ((29 * 79 + 31 * 81) % 10 = 2) ↔ (2 = (29 * 79 + 31 * 81) % 10) :=
  by paracert_iff_rfl
