import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 00b4f28b668ca11a4f36dd06fe7d8fd4b449b0080c4f1b3fe616c7d376eb2b9a
theorem pc_00b4f28b668ca11a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (count : Nat), count < pcLit0 → pcLit0 ∣ pcLit1 - count → count = pcLit2) :=
  by paracert_iff_rfl
theorem pc_00b4f28b668ca11a : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (count : Nat), count < 101 → 101 ∣ 123456 - count → count = 34) :=
  by with_reducible exact pc_00b4f28b668ca11a_schema (101) (123456) (34)
