import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 1fdab045a76ffd0eed9f3ba0af062551a686772d3ec0d937f193539c0d6d8133
theorem pc_1fdab045a76ffd0e_schema (pcLit0 : _) : (∀ (α : Type), List.length ([] : List α) = pcLit0) ↔ (∀ (α : Type), List.length ([] : List α) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_1fdab045a76ffd0e : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by with_reducible exact pc_1fdab045a76ffd0e_schema (0)
