import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: edebe2f24f87b0f297e05ea5ac62b11a47e938eb2668463dad7daac68666c77c
theorem pc_edebe2f24f87b0f2 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (abs 0 = 0) ↔ (abs 0 = 0) :=
  by paracert_iff_rfl
