import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 5928ebfe81db285d076186d58522f9213d35f11b8574621bcd3c7fdcac6cd23b
theorem pc_5928ebfe81db285d_schema (pcLit0 : _) : (∀ (α : Type), List.length ([] : List α) = pcLit0) ↔ (∀ (α : Type), List.length ([] : List α) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_5928ebfe81db285d : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by with_reducible exact pc_5928ebfe81db285d_schema (0)
