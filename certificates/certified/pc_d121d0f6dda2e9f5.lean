import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: d121d0f6dda2e9f51a03c909ab4d199a4589773b15c5c5bd051c4c665f0965c2
theorem pc_d121d0f6dda2e9f5 : (∀ a b : Nat, a ∣ b → a ∣ 2 * b) ↔ (∀ a b : Nat, (∃ c, b = a * c) → ∃ c, 2 * b = a * c) :=
  by paracert_unpack
