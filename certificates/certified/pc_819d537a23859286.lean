import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 819d537a238592860e543f5f21151e04e032d41eddfacaf8b1bf7ebd81d595f2
theorem pc_819d537a23859286 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n ∧ n ∣ m → m = n) :=
  by paracert_logic
