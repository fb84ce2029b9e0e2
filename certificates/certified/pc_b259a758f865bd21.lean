import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b259a758f865bd2117182af46010420074f5c822bb17407b1fffac3cbcf6448a
theorem pc_b259a758f865bd21_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) ↔ (∀ (b : Nat), pcLit1 = Nat.lcm pcLit0 b → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) :=
  by paracert_rules
theorem pc_b259a758f865bd21 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), 3720 = Nat.lcm 120 b → Nat.gcd 120 b = 8 → b = 248) :=
  by with_reducible exact pc_b259a758f865bd21_schema (120) (3720) (8) (248)
