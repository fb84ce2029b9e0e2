import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 2072aecb9eab1dc2fa13db15bcbfe848a875445d514603ce57677cef73cd5976
theorem pc_2072aecb9eab1dc2_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (count size : Nat), Nat.gcd count size = pcLit0 → Nat.lcm count size = pcLit1 → pcLit2 ≤ count + size) :=
  by paracert_iff_rfl
theorem pc_2072aecb9eab1dc2 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (count size : Nat), Nat.gcd count size = 6 → Nat.lcm count size = 126 → 60 ≤ count + size) :=
  by with_reducible exact pc_2072aecb9eab1dc2_schema (6) (126) (60)
