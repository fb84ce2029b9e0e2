import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 6109dacdd02f85945ee082755be281f4db35c1e3e0638d239a72c5152eaadd7b
theorem pc_6109dacdd02f8594 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
