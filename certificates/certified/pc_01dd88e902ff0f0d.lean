import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 01dd88e902ff0f0dbcc3fab18d912ed2702a748c089325c34e7db15d394f7259
theorem pc_01dd88e902ff0f0d : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
