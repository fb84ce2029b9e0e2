import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 714b8d38f5cdea8ff32ddb2e2867ecf6ecf95a4cb7c5dcc956cbcb3bcf4d7fdb
theorem pc_714b8d38f5cdea8f_schema (pcLit0 : _) : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + pcLit0) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + pcLit0) :=
  by paracert_iff_rfl
theorem pc_714b8d38f5cdea8f : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) :=
  by with_reducible exact pc_714b8d38f5cdea8f_schema (1)
