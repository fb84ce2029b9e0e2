import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 4bcb8d0e23800c09e94acb48f7c2004fe018ce746575addd65acb66478871a5f
theorem pc_4bcb8d0e23800c09 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ≠ 0 → y ≠ 0 → x + y = 4 * (x * y) → 1 / x + 1 / y = 4) ↔ (∀ (x y : R), ¬ (x = 0) → y ≠ 0 → x + y = 4 * (x * y) → 1 / x + 1 / y = 4) :=
  by paracert_iff_rfl
