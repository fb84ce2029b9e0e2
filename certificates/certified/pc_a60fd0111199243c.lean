import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: a60fd0111199243c1ef18516e81564a135eba80e782f6e0b1e2e2ed39686bde7
theorem pc_a60fd0111199243c : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (n : Nat), ¬ (Nat.gcd (21 * n + 4) (14 * n + 3) = 1) → ¬ (0 < n)) :=
  by paracert_logic
