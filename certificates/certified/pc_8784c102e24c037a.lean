import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: curry_uncurry · pair: 8784c102e24c037a12e3f0285836d15531edec52c9a4a826db0847b17bef506a
theorem pc_8784c102e24c037a : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 ∧ 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) :=
  by paracert_logic
