import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 326a3a3d2eece9b3d76887e9b5a10ee134567591f5c151af2f8e21a8456540be
theorem pc_326a3a3d2eece9b3_schema (pcLit0 : Nat) : (∀ (n : Nat), pcLit0 ∣ n ^ pcLit0 + 2 * n) ↔ (∀ (n : Nat), ∃ (c : Nat), n ^ pcLit0 + 2 * n = pcLit0 * c) :=
  by paracert_unpack
theorem pc_326a3a3d2eece9b3 : (∀ (n : Nat), 3 ∣ n ^ 3 + 2 * n) ↔ (∀ (n : Nat), ∃ (c : Nat), n ^ 3 + 2 * n = 3 * c) :=
  by with_reducible exact pc_326a3a3d2eece9b3_schema (3)
