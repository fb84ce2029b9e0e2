import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 9ab19ec490de9a8608a30bcf3f6296ba0a30d00ac27bf63e21d381cc75c054d7
theorem pc_9ab19ec490de9a86 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
