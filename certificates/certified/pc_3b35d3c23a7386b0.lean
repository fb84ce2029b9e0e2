import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 3b35d3c23a7386b0ea670688c039283eaa7b0fff68eca8bb6f35bd0ac61f90c5
theorem pc_3b35d3c23a7386b0 : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
