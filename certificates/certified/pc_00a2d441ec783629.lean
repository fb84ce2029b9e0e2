import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 00a2d441ec7836294389af8cf3083ab4277ec0d4717b2efdbdfa94e4df869805
theorem pc_00a2d441ec783629_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (exponent base_value prime_number count : Nat), Nat.Prime prime_number ∧ Nat.Prime count → base_value < exponent → exponent ^ 2 - prime_number * exponent + count = 0 → base_value ^ 2 - prime_number * base_value + count = 0 → prime_number ^ count + count ^ prime_number + exponent ^ base_value + base_value ^ exponent = pcLit0) :=
  by paracert_iff_rfl
theorem pc_00a2d441ec783629 : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (exponent base_value prime_number count : Nat), Nat.Prime prime_number ∧ Nat.Prime count → base_value < exponent → exponent ^ 2 - prime_number * exponent + count = 0 → base_value ^ 2 - prime_number * base_value + count = 0 → prime_number ^ count + count ^ prime_number + exponent ^ base_value + base_value ^ exponent = 20) :=
  by with_reducible exact pc_00a2d441ec783629_schema (20)
