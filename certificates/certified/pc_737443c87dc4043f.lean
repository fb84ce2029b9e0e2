import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 737443c87dc4043fde4cce1ccec2cf3a43dadf9706dc9b5a45dd4230ea108300
theorem pc_737443c87dc4043f : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ (n m : Nat), m < n + 1 ↔ m ≤ n) :=
  by paracert_structural
