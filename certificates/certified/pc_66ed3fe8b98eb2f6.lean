import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "exists_forall_duality" · pair: 66ed3fe8b98eb2f631f54499a07f9ce5031ed5f5fd5d8b50149181492a9d49d7
theorem pc_66ed3fe8b98eb2f6_schema (pcLit0 : Nat) (pcLit1 : Int) : (∀ (x y : Int), x ^ pcLit0 ≠ y ^ 2 + pcLit1) ↔ (¬ (∃ (x y : Int), x ^ pcLit0 = y ^ 2 + pcLit1)) :=
  by paracert_logic
theorem pc_66ed3fe8b98eb2f6 : (∀ (x y : Int), x ^ 5 ≠ y ^ 2 + 4) ↔ (¬ (∃ (x y : Int), x ^ 5 = y ^ 2 + 4)) :=
  by with_reducible exact pc_66ed3fe8b98eb2f6_schema (5) (4)
