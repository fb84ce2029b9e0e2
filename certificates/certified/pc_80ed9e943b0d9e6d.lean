import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 80ed9e943b0d9e6d20c7cdb5d11fd21ec0f193b38bb8a4d1f808ae042943c90d
theorem pc_80ed9e943b0d9e6d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x + y = 25 → x - y = 11 → x = 18) ↔ (∀ (x y : R), x + y = 25 → ¬ (x = 18) → ¬ (x - y = 11)) :=
  by paracert_logic
