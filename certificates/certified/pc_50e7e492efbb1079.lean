import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 50e7e492efbb1079fd7fe9376f2a564117165bedaf12d2e57b6b4cb200519a7b
theorem pc_50e7e492efbb1079 : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) :=
  by paracert_iff_rfl
