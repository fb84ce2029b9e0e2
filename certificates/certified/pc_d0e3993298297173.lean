import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: d0e39932982971737d5fe2fa9b9d5ec6d4474ba95c9943a0c1375841461eaca6
theorem pc_d0e3993298297173_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) ↔ (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → ¬ (b = pcLit3) → ¬ (Nat.gcd pcLit0 b = pcLit2)) :=
  by paracert_logic
theorem pc_d0e3993298297173 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), Nat.lcm 120 b = 3720 → ¬ (b = 248) → ¬ (Nat.gcd 120 b = 8)) :=
  by with_reducible exact pc_d0e3993298297173_schema (120) (3720) (8) (248)
