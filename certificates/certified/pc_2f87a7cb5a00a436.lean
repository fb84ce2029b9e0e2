import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 2f87a7cb5a00a4363efc020e4cf563c4fd8a414d2aba8c33283762ea166a58a8
theorem pc_2f87a7cb5a00a436_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (x : Nat), x * pcLit1 % pcLit0 = 1 → x < pcLit0 → x = pcLit2) :=
  by paracert_structural
theorem pc_2f87a7cb5a00a436 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), x * 9 % 100 = 1 → x < 100 → x = 89) :=
  by with_reducible exact pc_2f87a7cb5a00a436_schema (100) (9) (89)
