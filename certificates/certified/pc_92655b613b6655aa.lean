import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: 92655b613b6655aaf119141ea37b14b50b3fe931efdd112a918c60a6cdb37b50
theorem pc_92655b613b6655aa : (∀ (a b : Int), Odd a → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) ↔ (∀ (a b : Int), (∃ (m : Int), a = 2 * m + 1) → 4 ∣ b → b ≥ 0 → (a ^ 2 + b ^ 2) % 8 = 1) :=
  by paracert_iff_rfl
