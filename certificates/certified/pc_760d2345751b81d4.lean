import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 760d2345751b81d44eae790f5a6e1a8156cde56c7b636f1f3c46498585ca0d66
theorem pc_760d2345751b81d4 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl
