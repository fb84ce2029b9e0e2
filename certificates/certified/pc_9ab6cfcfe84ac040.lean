import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 9ab6cfcfe84ac0403c71a94f80afc3cd3f901a2178b0bb7dbe35ab052fc6af5a
theorem pc_9ab6cfcfe84ac040 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ (m n : Nat), ∃ (c : Nat), Nat.lcm m n = m * c) :=
  by paracert_unpack
