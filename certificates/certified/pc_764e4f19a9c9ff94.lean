import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 764e4f19a9c9ff943d4f50271a6fc5767d7d4c766bfa7ce9f0c5463483f6afdd
theorem pc_764e4f19a9c9ff94 : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
