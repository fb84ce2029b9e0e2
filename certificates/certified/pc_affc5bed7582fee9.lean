import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: affc5bed7582fee9d9a5a36c237e83549df6ac8cf2ced104ea389b9a313b610d
theorem pc_affc5bed7582fee9 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (a : G), a - a = 0) :=
  by paracert_iff_rfl
