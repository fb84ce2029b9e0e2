import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 5fe4d8899762055512239ddf24735780c7908f4a660da169b9f98a7cca56b7c8
theorem pc_5fe4d88997620555 : (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) ↔ (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) :=
  by paracert_iff_rfl
