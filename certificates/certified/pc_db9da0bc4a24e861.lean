import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: db9da0bc4a24e8618e5cf7013c8b1b568fbc988bad4a2d7061e13c179b98961e
theorem pc_db9da0bc4a24e861 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → ¬ (a < c) → ¬ (b ≤ c)) :=
  by paracert_logic
