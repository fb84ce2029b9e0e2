import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 09e59cd4a42a4bcdb319539b54bd5c72c7c61c2f899ccd702312170fde9d2fc3
theorem pc_09e59cd4a42a4bcd_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), n = x ^ pcLit0) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_rules
theorem pc_09e59cd4a42a4bcd : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), n = x ^ 3) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by with_reducible exact pc_09e59cd4a42a4bcd_schema (3) (4) (4096)
