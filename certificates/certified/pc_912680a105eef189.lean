import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 912680a105eef1893e09a5c2acca123e30b134cf4d41c9139b5c7b03af1671cb
theorem pc_912680a105eef189_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (x : Nat), x < pcLit0 ∧ x * pcLit1 % pcLit0 = 1 → x = pcLit2) :=
  by paracert_logic
theorem pc_912680a105eef189 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), x < 100 ∧ x * 9 % 100 = 1 → x = 89) :=
  by with_reducible exact pc_912680a105eef189_schema (100) (9) (89)
