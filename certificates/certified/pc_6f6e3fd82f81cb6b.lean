import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 6f6e3fd82f81cb6b9eb04f5252f8001b864553ccbc60c1e257e11d337658fef9
theorem pc_6f6e3fd82f81cb6b : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
