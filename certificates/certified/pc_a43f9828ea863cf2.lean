import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: a43f9828ea863cf285061173ae9804b0bd23f2be7166df70e766116ffc00d567
theorem pc_a43f9828ea863cf2 : (∀ (a b : Nat), Nat.Prime a → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) ↔ (∀ (a b : Nat), Nat.Prime b → Nat.Prime a → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) :=
  by paracert_structural
