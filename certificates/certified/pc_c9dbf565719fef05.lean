import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: c9dbf565719fef0556139155db1ab41317b55dd5678c9f1e553bd54b61d4e737
theorem pc_c9dbf565719fef05 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (b a : α), abs (a * b) = abs a * abs b) :=
  by paracert_structural
