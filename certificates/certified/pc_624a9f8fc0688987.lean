import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 624a9f8fc068898750d04dd5bd61d735f8dbd47096646e4eb1ba983e058e8a9b
theorem pc_624a9f8fc0688987 : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
