import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 05db89571098f092e9a2708c6d60d2e7c2eb5a6160c0622ab2ecfbe3a7767bda
theorem pc_05db89571098f092_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) ↔ (∀ (count : Nat), Nat.lcm pcLit0 count = pcLit1 → Nat.gcd pcLit0 count = pcLit2 → count = pcLit3) :=
  by paracert_iff_rfl
theorem pc_05db89571098f092 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (count : Nat), Nat.lcm 120 count = 3720 → Nat.gcd 120 count = 8 → count = 248) :=
  by with_reducible exact pc_05db89571098f092_schema (120) (3720) (8) (248)
