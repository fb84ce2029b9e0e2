import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: a311b786ddd6b2acd34225cbe12040616dcf9b6d937a853a3443fc812b79388b
theorem pc_a311b786ddd6b2ac : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
