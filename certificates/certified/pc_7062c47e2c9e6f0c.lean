import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 7062c47e2c9e6f0c9f50ec662da48f72a4cdfad53804f85b3fa1dc9f8e244a79
theorem pc_7062c47e2c9e6f0c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) ↔ (∀ (n : Nat), n > 0 → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) :=
  by paracert_iff_rfl
theorem pc_7062c47e2c9e6f0c : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (n : Nat), n > 0 → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) :=
  by with_reducible exact pc_7062c47e2c9e6f0c_schema (21) (4) (14) (3)
