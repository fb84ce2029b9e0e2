import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: bbf7d22e711fc27d7101d5d7c5815f417b32003f695a6fcfdb011cb65284beb9
theorem pc_bbf7d22e711fc27d : (∀ (α : Type) (l : List α), [] ++ l = l) ↔ (∀ (α : Type) (l : List α), [] ++ l = l) :=
  by paracert_iff_rfl
