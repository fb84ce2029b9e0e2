import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 6ece8e681496e8cea41b93ee5061da363eecd9aa320fadb9ac6299e0dde48e4d
theorem pc_6ece8e681496e8ce : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
