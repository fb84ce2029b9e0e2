import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: a60fd0111199243c1ef18516e81564a135eba80e782f6e0b1e2e2ed39686bde7
theorem pc_a60fd0111199243c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) ↔ (∀ (n : Nat), ¬ (Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) → ¬ (0 < n)) :=
  by paracert_logic
theorem pc_a60fd0111199243c : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (n : Nat), ¬ (Nat.gcd (21 * n + 4) (14 * n + 3) = 1) → ¬ (0 < n)) :=
  by with_reducible exact pc_a60fd0111199243c_schema (21) (4) (14) (3)
