import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: d4a7fb1e851f00c97b7967066e8007b12e248a29881e675148a05ef253d6f123
theorem pc_d4a7fb1e851f00c9_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x y : Nat), 2 ^ x * pcLit0 ^ y = pcLit1 → x + y = pcLit2) ↔ (∀ (y x : Nat), 2 ^ x * pcLit0 ^ y = pcLit1 → x + y = pcLit2) :=
  by paracert_structural
theorem pc_d4a7fb1e851f00c9 : (∀ (x y : Nat), 2 ^ x * 3 ^ y = 1296 → x + y = 8) ↔ (∀ (y x : Nat), 2 ^ x * 3 ^ y = 1296 → x + y = 8) :=
  by with_reducible exact pc_d4a7fb1e851f00c9_schema (3) (1296) (8)
