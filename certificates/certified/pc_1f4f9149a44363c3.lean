import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 1f4f9149a44363c3384b55781c3ef0bc3b16840c8a472e6df4861f299cbff8eb
theorem pc_1f4f9149a44363c3_schema (pcLit0 : _) : (∀ (α : Type), List.length ([] : List α) = pcLit0) ↔ (∀ (α : Type), List.length ([] : List α) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_1f4f9149a44363c3 : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by with_reducible exact pc_1f4f9149a44363c3_schema (0)
