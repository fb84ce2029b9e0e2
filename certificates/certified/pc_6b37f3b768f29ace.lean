import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6b37f3b768f29ace25bd7ab60f4fd46b2e39ed8df3ef9a7ee7a87224b2808745
theorem pc_6b37f3b768f29ace : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (prime_number base_value : Nat), 0 < base_value → Nat.Prime prime_number → prime_number ∣ base_value ^ prime_number - base_value) :=
  by paracert_iff_rfl
