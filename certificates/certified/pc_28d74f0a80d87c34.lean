import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 28d74f0a80d87c3400135f01bf13734959ac4f186721c82a61c61caa80b587ca
theorem pc_28d74f0a80d87c34 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n → (∃ (c : Nat), m = n * c) → m = n) :=
  by paracert_unpack
