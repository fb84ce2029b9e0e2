import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: d0e87ba99fa98ed02a7aa2015d2c490d797f18daf4c7638e53af734291110923
theorem pc_d0e87ba99fa98ed0 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → (∃ (k1 : Nat), k * k1 = n) → k ∣ m + n) :=
  by paracert_unpack
