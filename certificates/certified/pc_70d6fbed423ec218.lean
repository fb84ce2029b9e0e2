import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 70d6fbed423ec2181301c72003007616cb7316761a86beb42c6a27eb88bb2005
theorem pc_70d6fbed423ec218_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (n m : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_structural
theorem pc_70d6fbed423ec218 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (n m : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) :=
  by with_reducible exact pc_70d6fbed423ec218_schema (6) (126) (60)
