import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 7a096f87196ac610e8255f36806d522bf2516bd7c756c5f7bda0c35bfe3e0d3f
theorem pc_7a096f87196ac610 : (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) ↔ (∀ a b c : Nat, a ∣ b ∧ a ∣ c → b = c) :=
  by paracert_logic
