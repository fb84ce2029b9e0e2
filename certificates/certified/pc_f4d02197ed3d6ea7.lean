import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: f4d02197ed3d6ea7bd3b2f9c6e347a56ef04c434295fdfce86940d48248f827e
theorem pc_f4d02197ed3d6ea7_schema (pcLit0 : Nat) : (∀ (n : Nat), ¬ (pcLit0 ∣ 2 ^ n + 1)) ↔ (∀ (n : Nat), ¬ (∃ (c : Nat), 2 ^ n + 1 = pcLit0 * c)) :=
  by paracert_unpack
theorem pc_f4d02197ed3d6ea7 : (∀ (n : Nat), ¬ (7 ∣ 2 ^ n + 1)) ↔ (∀ (n : Nat), ¬ (∃ (c : Nat), 2 ^ n + 1 = 7 * c)) :=
  by with_reducible exact pc_f4d02197ed3d6ea7_schema (7)
