import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 184f337161dd4f751d45023ff9833807fe49200c7a739bf26ea8efc948c0896b
theorem pc_184f337161dd4f75_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), ¬ ¬ (n < pcLit0) → pcLit0 ∣ pcLit1 - n → n = pcLit2) :=
  by paracert_rules
theorem pc_184f337161dd4f75 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), ¬ ¬ (n < 101) → 101 ∣ 123456 - n → n = 34) :=
  by with_reducible exact pc_184f337161dd4f75_schema (101) (123456) (34)
