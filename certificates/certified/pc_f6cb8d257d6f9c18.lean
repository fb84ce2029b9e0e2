import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: f6cb8d257d6f9c187e3ff6d9935ab9596e546d059aec35dbcd5d4fc16bbc8bf5
theorem pc_f6cb8d257d6f9c18 : (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) ↔ (∀ a b c : Nat, a ∣ b ∧ a ∣ c → b = c) :=
  by paracert_logic
