import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 40e9096571c168fe023712380c0a0f4c722df6060ecabe9b233942d45acc1178
theorem pc_40e9096571c168fe : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), (∃ (k : Nat), m * k = n) → n ∣ m → m = n) :=
  by paracert_unpack
