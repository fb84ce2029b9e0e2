import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: e162b5b2f04577411513a7f9fafd7c4e779c6d7a9745550dc0efb660f08dfcdf
theorem pc_e162b5b2f0457741_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → pcLit2 = n) :=
  by paracert_rules
theorem pc_e162b5b2f0457741 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → 34 = n) :=
  by with_reducible exact pc_e162b5b2f0457741_schema (101) (123456) (34)
