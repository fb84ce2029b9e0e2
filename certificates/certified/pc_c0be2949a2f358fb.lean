import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: c0be2949a2f358fb68e5ee65c1fdef705e8cb1641c1278d80a9cf9052abee4f0
theorem pc_c0be2949a2f358fb : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), ¬ (a ≤ b) → ¬ (a < b)) :=
  by paracert_logic
