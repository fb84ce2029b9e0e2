import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: 253f8d8cdd5feb95fa5bc6ea6adb10f08a1cafe36e0d8159a270e72600985495
theorem pc_253f8d8cdd5feb95 : (∀ (n : Nat), n % 5 = 3 → 2 * n % 5 = 1) ↔ (∀ (n : Nat), ¬ (2 * n % 5 = 1) → ¬ (n % 5 = 3)) :=
  by paracert_logic
