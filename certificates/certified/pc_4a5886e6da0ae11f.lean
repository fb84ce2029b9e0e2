import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 4a5886e6da0ae11fc1dc2df4b6301daa1cb9ba84a01922b4c0a99ced65b0279d
theorem pc_4a5886e6da0ae11f : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (b a : Nat), a < b → a ≤ b) :=
  by paracert_structural
