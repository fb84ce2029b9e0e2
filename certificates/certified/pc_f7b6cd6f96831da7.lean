import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: f7b6cd6f96831da7d468afd9fabaf94e9c226dd7753e865ab9dff99d99a54489
theorem pc_f7b6cd6f96831da7 : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
