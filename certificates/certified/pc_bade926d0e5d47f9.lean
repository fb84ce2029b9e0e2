import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: bade926d0e5d47f9d304ec92f7efa09287835b678abf3ed32ce3b3a16a929673
theorem pc_bade926d0e5d47f9 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), Nat.lcm m n = 126 → Nat.gcd m n = 6 → 60 ≤ m + n) :=
  by paracert_structural
