import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8fd0ed8cd11efeef0704de9c45107c8043d0286fd639a0c6d813e2a575a4636f
theorem pc_8fd0ed8cd11efeef : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ (n : Nat), ¬ ¬ (Nat.gcd n 0 = n)) :=
  by paracert_rules
