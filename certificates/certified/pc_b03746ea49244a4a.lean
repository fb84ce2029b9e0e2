import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: b03746ea49244a4aa0f1258d9c855a16d1fdff9cd168c2faf7649df18e030d40
theorem pc_b03746ea49244a4a : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
