import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: caa125a248fec6be0da3616444e246d1a7586a68a72a8c75c9556b0cebcffd78
theorem pc_caa125a248fec6be {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (modulus integer_value offset : R), modulus ≠ 0 → 2 * modulus = 5 * integer_value → 7 * integer_value = 10 * offset → offset / modulus = 7 / 25) :=
  by paracert_iff_rfl
