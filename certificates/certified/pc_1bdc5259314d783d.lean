import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1bdc5259314d783d208abb17e2c18c851f7b361fd0102bc3cad48f2a2b592f21
theorem pc_1bdc5259314d783d {X : Type} (IsClosed : Set X → Prop) : (IsClosed (Paracert.Set.univ : Set X)) ↔ (IsClosed (Paracert.Set.univ : Set X)) :=
  by paracert_iff_rfl
