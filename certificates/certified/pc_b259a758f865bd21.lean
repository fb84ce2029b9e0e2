import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: b259a758f865bd2117182af46010420074f5c822bb17407b1fffac3cbcf6448a
theorem pc_b259a758f865bd21 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), 3720 = Nat.lcm 120 b → Nat.gcd 120 b = 8 → b = 248) :=
  by paracert_rules
