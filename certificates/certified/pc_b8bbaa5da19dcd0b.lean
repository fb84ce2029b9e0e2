import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b8bbaa5da19dcd0b9871c23607f0ea203e78a57369bb7edb439f01e1ba8ac7e9
theorem pc_b8bbaa5da19dcd0b : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ (m n : Nat), ¬ ¬ (Nat.lcm m n = Nat.lcm n m)) :=
  by paracert_rules
