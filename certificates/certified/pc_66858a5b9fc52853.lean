import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 66858a5b9fc528531afbc44eecd571297199057f52f453747e855321583587ec
theorem pc_66858a5b9fc52853 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → ¬ (z / x = 7 / 25) → ¬ (7 * y = 10 * z)) :=
  by paracert_logic
