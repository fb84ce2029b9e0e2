import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: f7b6f66922ab9363ddc416ce461ba36907080c83a8c1e0564911809316eaef46
theorem pc_f7b6f66922ab9363 : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
