import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: e6e1b87b0eeef592f66a98a89b0b6b724174c922a02bf17af38a09e257dd085f
theorem pc_e6e1b87b0eeef592_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (b : Nat), Nat.lcm pcLit0 b = pcLit1 → Nat.gcd pcLit0 b = pcLit2 → b = pcLit3) ↔ (∀ (b : Nat), Nat.gcd pcLit0 b = pcLit2 → Nat.lcm pcLit0 b = pcLit1 → b = pcLit3) :=
  by paracert_structural
theorem pc_e6e1b87b0eeef592 : (∀ (b : Nat), Nat.lcm 120 b = 3720 → Nat.gcd 120 b = 8 → b = 248) ↔ (∀ (b : Nat), Nat.gcd 120 b = 8 → Nat.lcm 120 b = 3720 → b = 248) :=
  by with_reducible exact pc_e6e1b87b0eeef592_schema (120) (3720) (8) (248)
