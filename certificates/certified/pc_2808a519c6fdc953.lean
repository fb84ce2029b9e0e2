import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 2808a519c6fdc9530a674e53e16f09067a07443e2b0e6d0d3e7d5612cbfd1040
theorem pc_2808a519c6fdc953 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl
