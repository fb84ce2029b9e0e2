import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 7ae4bcca30b1b3d04ec90161de667a6c3b2a35943f6f713d8488fa886a41f7b5
theorem pc_7ae4bcca30b1b3d0 : (∀ (n : Int) (p : Nat), Nat.Prime p → (↑p ∣ n ↔ n ^ 2 % p = 0)) ↔ (∀ (n : Int) (p : Nat), Nat.Prime p → ((∃ (k : Int), ↑p * k = n) ↔ n ^ 2 % p = 0)) :=
  by paracert_unpack
