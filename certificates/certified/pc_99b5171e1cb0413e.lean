import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: 99b5171e1cb0413e40df9134eab7028a65640880deaf8161ff616e99d15fbc31
theorem pc_99b5171e1cb0413e : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (count : Nat), 2 ≤ count → (∃ (base_value : Nat), base_value ^ 3 = count) → (∃ (size : Nat), size ^ 4 = count) → 4096 ≤ count) :=
  by paracert_iff_rfl
