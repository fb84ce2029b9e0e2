import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 977efff38120c9e47d54ff5de85c5aae6003ecfbfa80c8b2a04e3055ea2b5192
theorem pc_977efff38120c9e4 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), (∃ (c : Nat), n = m * c) → n ∣ m → m = n) :=
  by paracert_unpack
