import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 3aa15b0a1237cab2a9a30d72d090097204c7cce1ae512854c9433dfd37340c79
theorem pc_3aa15b0a1237cab2 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → (∃ (k : Nat), p * k = m * n) → p ∣ m ∨ p ∣ n) :=
  by paracert_unpack
