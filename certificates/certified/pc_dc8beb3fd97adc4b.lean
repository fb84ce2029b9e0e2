import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: dc8beb3fd97adc4ba6976dfac0c08ec7da5b62df3f2be9dd965f7eacc1f6d949
theorem pc_dc8beb3fd97adc4b : (∀ a b : Nat, a ≤ b → b ≤ a → a = b) ↔ (∀ a b : Nat, b ≤ a → a ≤ b → a = b) :=
  by paracert_structural
