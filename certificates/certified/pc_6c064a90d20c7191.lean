import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 6c064a90d20c7191f79fe0ce08d15e15dfaf2383611ab41773f34b0f19998cb5
theorem pc_6c064a90d20c7191 : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
