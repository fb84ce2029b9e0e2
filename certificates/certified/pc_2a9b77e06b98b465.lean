import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 2a9b77e06b98b4657a5d7282c88d6abf95a891a28f342ec0b737a5e5f08ebf90
theorem pc_2a9b77e06b98b465_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd n pcLit0 = pcLit1 → Nat.lcm n pcLit0 = pcLit2 → n = pcLit3) ↔ (∀ (count : Nat), 0 < count → Nat.gcd count pcLit0 = pcLit1 → Nat.lcm count pcLit0 = pcLit2 → count = pcLit3) :=
  by paracert_iff_rfl
theorem pc_2a9b77e06b98b465 : (∀ (n : Nat), 0 < n → Nat.gcd n 40 = 10 → Nat.lcm n 40 = 280 → n = 70) ↔ (∀ (count : Nat), 0 < count → Nat.gcd count 40 = 10 → Nat.lcm count 40 = 280 → count = 70) :=
  by with_reducible exact pc_2a9b77e06b98b465_schema (40) (10) (280) (70)
