import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: d8d6113fedf73b4f913cfec458d6d677d6b3a130b32833783760a83b3b203ee8
theorem pc_d8d6113fedf73b4f : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
