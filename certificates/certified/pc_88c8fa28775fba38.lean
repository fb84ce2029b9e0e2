import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 88c8fa28775fba383d5889d86b8d69d7daaf87bc481063e9510371bf2e012d78
theorem pc_88c8fa28775fba38_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ pcLit1 ^ n - 1) ↔ (∀ (n : Nat), 0 < n → ∃ (c : Nat), pcLit1 ^ n - 1 = pcLit0 * c) :=
  by paracert_unpack
theorem pc_88c8fa28775fba38 : (∀ (n : Nat), 0 < n → 9 ∣ 10 ^ n - 1) ↔ (∀ (n : Nat), 0 < n → ∃ (c : Nat), 10 ^ n - 1 = 9 * c) :=
  by with_reducible exact pc_88c8fa28775fba38_schema (9) (10)
