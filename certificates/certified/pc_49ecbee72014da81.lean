import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 49ecbee72014da813bdfb7eb4ade7dff2b2d13e90134b30fe0974252a2dd5146
theorem pc_49ecbee72014da81_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) ↔ (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 ∧ Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) :=
  by paracert_logic
theorem pc_49ecbee72014da81 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), Nat.lcm 120 b = 3720 ∧ Nat.gcd 120 b = 8 → b = 248) :=
  by with_reducible exact pc_49ecbee72014da81_schema (120) (3720) (8) (248)
