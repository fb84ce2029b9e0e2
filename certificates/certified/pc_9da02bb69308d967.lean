import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9da02bb69308d96786fd04b6ebe990db7cda7003f52a4a874252065771880c33
theorem pc_9da02bb69308d967_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), pcLit0 ∣ pcLit1 - n → n < pcLit0 → n = pcLit2) :=
  by paracert_structural
theorem pc_9da02bb69308d967 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), 101 ∣ 123456 - n → n < 101 → n = 34) :=
  by with_reducible exact pc_9da02bb69308d967_schema (101) (123456) (34)
