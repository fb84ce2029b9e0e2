import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4d629d6a0a72a262a00d1b112d5fa0f1ad49364ce3c31786313120155dd6ef54
theorem pc_4d629d6a0a72a262 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (hafxir5 : R), abs (abs hafxir5) = abs hafxir5) :=
  by paracert_iff_rfl
