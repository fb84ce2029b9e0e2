import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: e3c628fb675ef421996b7f79bae6bcf9e16181377c009799c4bf75c765d3589a
theorem pc_e3c628fb675ef421_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), n < pcLit0 → ¬ (n = pcLit2) → ¬ (pcLit0 ∣ pcLit1 - n)) :=
  by paracert_logic
theorem pc_e3c628fb675ef421 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 → ¬ (n = 34) → ¬ (101 ∣ 123456 - n)) :=
  by with_reducible exact pc_e3c628fb675ef421_schema (101) (123456) (34)
