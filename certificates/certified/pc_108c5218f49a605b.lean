import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 108c5218f49a605bdba9ca4c45361cfee24f484d94bcac98fb4ea38b7906fe3c
theorem pc_108c5218f49a605b {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ≠ -1 → (x - 9) / (x + 1) = 2 → x = -11) ↔ (∀ (x : R), (x - 9) / (x + 1) = 2 → x ≠ -1 → x = -11) :=
  by paracert_structural
