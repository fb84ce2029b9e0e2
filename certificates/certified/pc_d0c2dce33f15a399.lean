import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: d0c2dce33f15a3999db568380addd814b68a17fa38a899c5825d15ace3dd83b1
theorem pc_d0c2dce33f15a399 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
