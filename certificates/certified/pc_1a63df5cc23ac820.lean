import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 1a63df5cc23ac82077390d03258cebbc9b02e6281a72cfe5a9d20dd89fa8b848
theorem pc_1a63df5cc23ac820 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ (n : Nat), (∃ (c : Nat), n = 0 * c) ↔ n = 0) :=
  by paracert_unpack
