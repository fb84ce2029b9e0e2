import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 7d5425048408085baadfd9b72e177e19fd888b153c44a2121971f68d939ea967
theorem pc_7d5425048408085b {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (b a : α), -a * b = -(a * b)) :=
  by paracert_structural
