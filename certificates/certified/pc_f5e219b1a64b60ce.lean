import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: f5e219b1a64b60ced97625da370c01992d6d9e76e1be367d29d877f0173812b1
theorem pc_f5e219b1a64b60ce : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n → (∃ (k : Nat), n * k = m) → m = n) :=
  by paracert_unpack
