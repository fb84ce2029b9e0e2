import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 253f8d8cdd5feb95fa5bc6ea6adb10f08a1cafe36e0d8159a270e72600985495
theorem pc_253f8d8cdd5feb95_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), n % pcLit0 = pcLit1 → 2 * n % pcLit0 = 1) ↔ (∀ (n : Nat), ¬ (2 * n % pcLit0 = 1) → ¬ (n % pcLit0 = pcLit1)) :=
  by paracert_logic
theorem pc_253f8d8cdd5feb95 : (∀ (n : Nat), n % 5 = 3 → 2 * n % 5 = 1) ↔ (∀ (n : Nat), ¬ (2 * n % 5 = 1) → ¬ (n % 5 = 3)) :=
  by with_reducible exact pc_253f8d8cdd5feb95_schema (5) (3)
