import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 06c906dae28225757f2c2b979ff7430afb4751a639a8ac21ddff2f1b90e12ca4
theorem pc_06c906dae2822575 : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
