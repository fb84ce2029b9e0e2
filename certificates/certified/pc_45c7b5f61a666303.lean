import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 45c7b5f61a666303d8adc2f9902e75268e7a659728f6bc7f64ed1a5079a9181f
theorem pc_45c7b5f61a666303_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (x : Nat), x < pcLit0 → ¬ (x = pcLit2) → ¬ (x * pcLit1 % pcLit0 = 1)) :=
  by paracert_logic
theorem pc_45c7b5f61a666303 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), x < 100 → ¬ (x = 89) → ¬ (x * 9 % 100 = 1)) :=
  by with_reducible exact pc_45c7b5f61a666303_schema (100) (9) (89)
