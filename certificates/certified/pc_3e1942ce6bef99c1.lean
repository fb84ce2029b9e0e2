import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 3e1942ce6bef99c1668de638a7878cd99091e1aa5c1f36263cbe9c8e2fe0288a
theorem pc_3e1942ce6bef99c1_schema (pcLit0 : Nat) : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = pcLit0) ↔ (∀ (n : Nat), 2 ≤ n ∧ n ^ 2 ∣ 2 ^ n + 1 → n = pcLit0) :=
  by paracert_logic
theorem pc_3e1942ce6bef99c1 : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = 3) ↔ (∀ (n : Nat), 2 ≤ n ∧ n ^ 2 ∣ 2 ^ n + 1 → n = 3) :=
  by with_reducible exact pc_3e1942ce6bef99c1_schema (3)
