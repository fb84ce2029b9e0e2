import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: d04d20a97aa71fde967f4c4291e145a11d870bddc54e576c799c3a3d716ff910
theorem pc_d04d20a97aa71fde_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), ¬ (i = m) ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) :=
  by paracert_iff_rfl
theorem pc_d04d20a97aa71fde : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), ¬ (i = m) ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) :=
  by with_reducible exact pc_d04d20a97aa71fde_schema (2001) (671)
