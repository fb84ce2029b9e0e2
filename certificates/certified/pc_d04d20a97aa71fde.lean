import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: d04d20a97aa71fde967f4c4291e145a11d870bddc54e576c799c3a3d716ff910
theorem pc_d04d20a97aa71fde : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), ¬ (i = m) ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) :=
  by paracert_iff_rfl
