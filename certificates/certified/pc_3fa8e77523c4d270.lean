import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 3fa8e77523c4d27017a288c99ffa548cf18d9284134e40608277fc3df23ec6f1
theorem pc_3fa8e77523c4d270_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → (c : Int) - b = d → (b : Int) - a = d → a + b + c = pcLit0 → a + b > c → d < pcLit1) ↔ (∀ (b a c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → (c : Int) - b = d → (b : Int) - a = d → a + b + c = pcLit0 → a + b > c → d < pcLit1) :=
  by paracert_structural
theorem pc_3fa8e77523c4d270 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → (c : Int) - b = d → (b : Int) - a = d → a + b + c = 60 → a + b > c → d < 10) ↔ (∀ (b a c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → (c : Int) - b = d → (b : Int) - a = d → a + b + c = 60 → a + b > c → d < 10) :=
  by with_reducible exact pc_3fa8e77523c4d270_schema (60) (10)
