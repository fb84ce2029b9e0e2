import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 026ab4a5db25836588dde336f9a72e736702ad872bdc83047ebc8e0bc05d7214
theorem pc_026ab4a5db258365 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
