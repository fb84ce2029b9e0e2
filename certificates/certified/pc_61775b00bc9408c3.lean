import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 61775b00bc9408c3c2ff5d943437e9065116148703c211976d7a5ae11f1fefd9
theorem pc_61775b00bc9408c3_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), n < pcLit0 → (∃ (c : Nat), pcLit1 - n = pcLit0 * c) → n = pcLit2) :=
  by paracert_unpack
theorem pc_61775b00bc9408c3 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 → (∃ (c : Nat), 123456 - n = 101 * c) → n = 34) :=
  by with_reducible exact pc_61775b00bc9408c3_schema (101) (123456) (34)
