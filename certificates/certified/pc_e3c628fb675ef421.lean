import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: e3c628fb675ef421996b7f79bae6bcf9e16181377c009799c4bf75c765d3589a
theorem pc_e3c628fb675ef421 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), n < 101 → ¬ (n = 34) → ¬ (101 ∣ 123456 - n)) :=
  by paracert_logic
