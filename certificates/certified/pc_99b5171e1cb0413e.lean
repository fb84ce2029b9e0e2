import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 99b5171e1cb0413e40df9134eab7028a65640880deaf8161ff616e99d15fbc31
theorem pc_99b5171e1cb0413e_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (count : Nat), 2 ≤ count → (∃ (base_value : Nat), base_value ^ pcLit0 = count) → (∃ (size : Nat), size ^ pcLit1 = count) → pcLit2 ≤ count) :=
  by paracert_iff_rfl
theorem pc_99b5171e1cb0413e : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (count : Nat), 2 ≤ count → (∃ (base_value : Nat), base_value ^ 3 = count) → (∃ (size : Nat), size ^ 4 = count) → 4096 ≤ count) :=
  by with_reducible exact pc_99b5171e1cb0413e_schema (3) (4) (4096)
