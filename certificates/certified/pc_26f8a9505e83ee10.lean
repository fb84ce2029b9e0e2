import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 26f8a9505e83ee1011e9ecdde566610a6db6082be84111851d034ec63addc192
theorem pc_26f8a9505e83ee10_schema (pcLit0 : Nat) : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = pcLit0) ↔ (∀ (n : Nat), 2 ≤ n → (∃ (c : Nat), 2 ^ n + 1 = n ^ 2 * c) → n = pcLit0) :=
  by paracert_unpack
theorem pc_26f8a9505e83ee10 : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = 3) ↔ (∀ (n : Nat), 2 ≤ n → (∃ (c : Nat), 2 ^ n + 1 = n ^ 2 * c) → n = 3) :=
  by with_reducible exact pc_26f8a9505e83ee10_schema (3)
