import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "exists_forall_duality" · pair: 1ccff7ce09cda5d5ffa07f862ee9de6c6dc751502a0e6bfc1fa6fa5e8f074398
theorem pc_1ccff7ce09cda5d5_schema (pcLit0 : Int) : (¬ (∀ (a b : Int), (∃ (i j : Int), a = 2 * i ∧ b = 2 * j) ↔ ∃ (k : Int), a ^ 2 + b ^ 2 = pcLit0 * k)) ↔ (∃ (a b : Int), ¬ ((∃ (i j : Int), a = 2 * i ∧ b = 2 * j) ↔ ∃ (k : Int), a ^ 2 + b ^ 2 = pcLit0 * k)) :=
  by paracert_logic
theorem pc_1ccff7ce09cda5d5 : (¬ (∀ (a b : Int), (∃ (i j : Int), a = 2 * i ∧ b = 2 * j) ↔ ∃ (k : Int), a ^ 2 + b ^ 2 = 8 * k)) ↔ (∃ (a b : Int), ¬ ((∃ (i j : Int), a = 2 * i ∧ b = 2 * j) ↔ ∃ (k : Int), a ^ 2 + b ^ 2 = 8 * k)) :=
  by with_reducible exact pc_1ccff7ce09cda5d5_schema (8)
