import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 502ef4bc6218be401dbe40f4df984ccb9766fe4f4a521c69d8ef987c31f04fe4
theorem pc_502ef4bc6218be40_schema (pcLit0 : _) : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + pcLit0) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + pcLit0) :=
  by paracert_iff_rfl
theorem pc_502ef4bc6218be40 : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) :=
  by with_reducible exact pc_502ef4bc6218be40_schema (1)
