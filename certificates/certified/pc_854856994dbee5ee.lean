import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "exists_forall_duality" · pair: 854856994dbee5eea405205d6f932cf8e158c4c7510d832bd17b3cb98094b97d
theorem pc_854856994dbee5ee_schema (pcLit0 : Nat) : (∀ (n : Nat), ¬ (pcLit0 ∣ 2 ^ n + 1)) ↔ (¬ (∃ (n : Nat), pcLit0 ∣ 2 ^ n + 1)) :=
  by paracert_logic
theorem pc_854856994dbee5ee : (∀ (n : Nat), ¬ (7 ∣ 2 ^ n + 1)) ↔ (¬ (∃ (n : Nat), 7 ∣ 2 ^ n + 1)) :=
  by with_reducible exact pc_854856994dbee5ee_schema (7)
