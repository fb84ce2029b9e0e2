import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: c82ab0cad25c168506642b5e051a8e71ebb1fba908270a8c51ddb1cfd7dece98
theorem pc_c82ab0cad25c1685_schema (pcLit0 : Nat) : (∀ (n : Nat), n ≠ 0 → 2 ∣ pcLit0 ^ n) ↔ (∀ (n : Nat), n ≠ 0 → ∃ (c : Nat), pcLit0 ^ n = 2 * c) :=
  by paracert_unpack
theorem pc_c82ab0cad25c1685 : (∀ (n : Nat), n ≠ 0 → 2 ∣ 4 ^ n) ↔ (∀ (n : Nat), n ≠ 0 → ∃ (c : Nat), 4 ^ n = 2 * c) :=
  by with_reducible exact pc_c82ab0cad25c1685_schema (4)
