import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 247134d2bced8915625bedff297c55991c9c73bdbdf13d0b25a5c59e06c8c362
theorem pc_247134d2bced8915 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
