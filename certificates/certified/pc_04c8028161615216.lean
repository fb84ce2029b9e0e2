import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 04c8028161615216e9134f6450e6e0352c1b093fa55022d31833c33c41e86484
theorem pc_04c8028161615216 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
