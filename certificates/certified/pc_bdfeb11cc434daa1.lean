import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: bdfeb11cc434daa1bc595a282d6d8c79b15dd11d24760663ba4000e981996fb6
theorem pc_bdfeb11cc434daa1 : (∀ (a b : Nat), 0 < a ∧ 0 < b → (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → a = 1) ↔ (∀ (a b : Nat), (∃ (k : Nat), k > 0 ∧ 2 ^ k = (a + b ^ 2) * (b + a ^ 2)) → 0 < a ∧ 0 < b → a = 1) :=
  by paracert_structural
