import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 02f4022de351f5986095937ed81652aaf7563f0cfef83a79faab03e046ebbd54
theorem pc_02f4022de351f598_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (n : Nat), n > 0 → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) :=
  by paracert_iff_rfl
theorem pc_02f4022de351f598 : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (n : Nat), n > 0 → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) :=
  by with_reducible exact pc_02f4022de351f598_schema (40) (10) (280) (70)
