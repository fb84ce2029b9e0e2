import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 22044e5a140fc53509297d03583c8e067ccd9235531cf4154085ff46af6b6231
theorem pc_22044e5a140fc535 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n ∧ n ∣ m → m = n) :=
  by paracert_logic
