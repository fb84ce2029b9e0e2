import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: curry_uncurry · pair: b81de7252ae46767debbaef8b614b77a1720de9be9fc720e673ec42862631443
theorem pc_b81de7252ae46767 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 ∧ 101 ∣ 123456 - n → n = 34) :=
  by paracert_logic
