import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 1b81072b937ab88fdbe673c1135390ea66b48980fbcb66204469c69f9b64b4ea
theorem pc_1b81072b937ab88f {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ≠ 0 → y ≠ 0 → x ≠ y → x + 2 / x = y + 2 / y → x * y = 2) ↔ (∀ (x y : R), ¬ (x = 0) → y ≠ 0 → x ≠ y → x + 2 / x = y + 2 / y → x * y = 2) :=
  by paracert_iff_rfl
