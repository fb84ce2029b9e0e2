import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: db35cb170ea58d0b95c7cacb490bab93bb9edd849da325b57c87b7eeec62bde3
theorem pc_db35cb170ea58d0b : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
