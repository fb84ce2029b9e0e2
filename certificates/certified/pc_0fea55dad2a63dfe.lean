import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 0fea55dad2a63dfe1d385bfb30ea13337af2fa3b651dffbb84cadb940cff5b67
theorem pc_0fea55dad2a63dfe : (16 ^ 17 * 17 ^ 18 * 18 ^ 19 % 10 = 8) ↔ (8 = 16 ^ 17 * 17 ^ 18 * 18 ^ 19 % 10) :=
  by paracert_iff_rfl
