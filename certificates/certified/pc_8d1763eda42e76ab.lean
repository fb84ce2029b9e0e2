import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8d1763eda42e76ab6965bb1e317487761ce537180cdab2939345d9a204689d9a
theorem pc_8d1763eda42e76ab {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (zero one : α), zero * -one = -(zero * one)) :=
  by paracert_iff_rfl
