import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 78eb9783480132ee636db6f8f87ed86e9eb2ef52a4523698c7797eaad141df10
theorem pc_78eb9783480132ee : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ (m n : Nat), ¬ ¬ (Nat.gcd m n = Nat.gcd n m)) :=
  by paracert_rules
