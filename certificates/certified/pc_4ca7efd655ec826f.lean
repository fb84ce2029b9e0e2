import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 4ca7efd655ec826faa0eef054a7e1a37461af7cadf02b6b5bf1394a6d03dc134
theorem pc_4ca7efd655ec826f : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) :=
  by paracert_iff_rfl
