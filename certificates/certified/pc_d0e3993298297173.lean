import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: d0e39932982971737d5fe2fa9b9d5ec6d4474ba95c9943a0c1375841461eaca6
theorem pc_d0e3993298297173 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), Nat.lcm 120 b = 3720 → ¬ (b = 248) → ¬ (Nat.gcd 120 b = 8)) :=
  by paracert_logic
