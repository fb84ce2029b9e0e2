import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: d46208e3d9e19af0c28dbc1aaf0bd51aa65514c65955c1edd56cc79c8086e22b
theorem pc_d46208e3d9e19af0 : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, 0 ≤ n) :=
  by paracert_iff_rfl
