import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 5259bc2477f88e5376efe04fe7a9e0d8364dec871dda0a3ceaf96e7e7de4bc26
theorem pc_5259bc2477f88e53 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ (m n : Nat), ∃ (k : Nat), m * k = Nat.lcm m n) :=
  by paracert_unpack
