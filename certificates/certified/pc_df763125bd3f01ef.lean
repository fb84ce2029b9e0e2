import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: df763125bd3f01ef1a23e60949e53393ebce038aa44508a321770bd3e9031119
theorem pc_df763125bd3f01ef_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (n : Nat), 0 < n ∧ Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) :=
  by paracert_logic
theorem pc_df763125bd3f01ef : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), 0 < n ∧ Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) :=
  by with_reducible exact pc_df763125bd3f01ef_schema (40) (10) (280) (70)
