import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 4de53abcc972c1970e5a70d9816222d6429ec0ffc58822045a512e78d7e7217b
theorem pc_4de53abcc972c197 : (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) ↔ (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) :=
  by paracert_iff_rfl
