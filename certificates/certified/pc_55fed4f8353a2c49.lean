import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 55fed4f8353a2c4904d367d69f8a5084b1fb44043c0210601b2a122755c82b68
theorem pc_55fed4f8353a2c49 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
