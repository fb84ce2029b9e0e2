import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: bade926d0e5d47f9d304ec92f7efa09287835b678abf3ed32ce3b3a16a929673
theorem pc_bade926d0e5d47f9_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), Nat.lcm m n = pcLit1 → Nat.gcd m n = pcLit0 → pcLit2 ≤ m + n) :=
  by paracert_structural
theorem pc_bade926d0e5d47f9 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), Nat.lcm m n = 126 → Nat.gcd m n = 6 → 60 ≤ m + n) :=
  by with_reducible exact pc_bade926d0e5d47f9_schema (6) (126) (60)
