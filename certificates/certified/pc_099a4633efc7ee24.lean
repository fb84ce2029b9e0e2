import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 099a4633efc7ee248d6df37fd199102a05a1f29209851a856c077f4a9d45435e
theorem pc_099a4633efc7ee24_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), ¬ ¬ (2 ≤ n) → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_rules
theorem pc_099a4633efc7ee24 : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), ¬ ¬ (2 ≤ n) → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by with_reducible exact pc_099a4633efc7ee24_schema (3) (4) (4096)
