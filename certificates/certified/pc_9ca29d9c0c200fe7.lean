import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 9ca29d9c0c200fe7e1bbd6cc4aa5da77958b4eabb334e802afc69bcfcd900496
theorem pc_9ca29d9c0c200fe7_schema (pcLit0 : _) : (∀ (α : Type), List.length ([] : List α) = pcLit0) ↔ (∀ (α : Type), List.length ([] : List α) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_9ca29d9c0c200fe7 : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by with_reducible exact pc_9ca29d9c0c200fe7_schema (0)
