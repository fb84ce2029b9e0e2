import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: f4dc21e87e6c853d242d76987feb67b8e8a891ee7756a99e9ca461cef1872b9e
theorem pc_f4dc21e87e6c853d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (x y : R), 2 * x + 5 * y = 11 → 3 * y = x → x + y = 4) :=
  by paracert_structural
