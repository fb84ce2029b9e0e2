import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 11a45fc579b460f294bdf13a07cfa16125af8221fb9965728b3ba0fe97ad10f3
theorem pc_11a45fc579b460f2_schema (pcLit0 : _) : (∀ (α : Type), List.length ([] : List α) = pcLit0) ↔ (∀ (α : Type), List.length ([] : List α) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_11a45fc579b460f2 : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by with_reducible exact pc_11a45fc579b460f2_schema (0)
