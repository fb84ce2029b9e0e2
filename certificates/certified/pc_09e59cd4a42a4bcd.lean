import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 09e59cd4a42a4bcdb319539b54bd5c72c7c61c2f899ccd702312170fde9d2fc3
theorem pc_09e59cd4a42a4bcd : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), n = x ^ 3) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by paracert_rules
