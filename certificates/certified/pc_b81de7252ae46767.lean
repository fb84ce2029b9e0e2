import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: b81de7252ae46767debbaef8b614b77a1720de9be9fc720e673ec42862631443
theorem pc_b81de7252ae46767_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), n < pcLit0 ∧ pcLit0 ∣ pcLit1 - n → n = pcLit2) :=
  by paracert_logic
theorem pc_b81de7252ae46767 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 ∧ 101 ∣ 123456 - n → n = 34) :=
  by with_reducible exact pc_b81de7252ae46767_schema (101) (123456) (34)
