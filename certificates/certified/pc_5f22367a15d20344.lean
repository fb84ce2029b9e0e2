import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5f22367a15d20344998925bed2efc2d043365fbe0fc5500895765f3d7aef3177
theorem pc_5f22367a15d20344 : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (prime_number : Nat), Nat.Prime prime_number → ∀ (divisor : Nat), divisor ∣ prime_number → divisor = 1 ∨ divisor = prime_number) :=
  by paracert_iff_rfl
