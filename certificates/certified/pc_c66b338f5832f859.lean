import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: c66b338f5832f859398e3b7ed6b7eeae4d89c41bf62633078fe56db41f968b11
theorem pc_c66b338f5832f859 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
