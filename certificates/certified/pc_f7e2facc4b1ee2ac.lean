import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: f7e2facc4b1ee2ac5b1ca8c1158831e8f99da6099b4f882030cd552fdbe5b149
theorem pc_f7e2facc4b1ee2ac : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
