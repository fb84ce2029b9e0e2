import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: d6d6463d1d6d3de15a67a2c42e70e61392a864028d2095285365bd3fc4a20381
theorem pc_d6d6463d1d6d3de1_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → x % pcLit3 = y % pcLit3 → pcLit4 ≤ x) ↔ (∀ (x y : Nat), x % pcLit0 = 2 → y % pcLit1 = pcLit2 → ¬ (pcLit4 ≤ x) → ¬ (x % pcLit3 = y % pcLit3)) :=
  by paracert_logic
theorem pc_d6d6463d1d6d3de1 : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → ¬ (14 ≤ x) → ¬ (x % 10 = y % 10)) :=
  by with_reducible exact pc_d6d6463d1d6d3de1_schema (3) (5) (4) (10) (14)
