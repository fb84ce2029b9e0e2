import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 603a4c6c028617c92a945a4527f32adda7f99f7471eca1a18b943002d21aa779
theorem pc_603a4c6c028617c9_schema (pcLit0 : _) : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + pcLit0) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + pcLit0) :=
  by paracert_iff_rfl
theorem pc_603a4c6c028617c9 : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) :=
  by with_reducible exact pc_603a4c6c028617c9_schema (1)
