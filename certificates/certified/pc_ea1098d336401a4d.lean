import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: ea1098d336401a4d1302e9cb0ed35bb335736e4f36351d18db0c9152540e351f
theorem pc_ea1098d336401a4d_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), pcLit0 ∣ 2 ^ n - 1 → pcLit1 ∣ n) ↔ (∀ (n : Nat), (∃ (c : Nat), 2 ^ n - 1 = pcLit0 * c) → pcLit1 ∣ n) :=
  by paracert_unpack
theorem pc_ea1098d336401a4d : (∀ (n : Nat), 7 ∣ 2 ^ n - 1 → 3 ∣ n) ↔ (∀ (n : Nat), (∃ (c : Nat), 2 ^ n - 1 = 7 * c) → 3 ∣ n) :=
  by with_reducible exact pc_ea1098d336401a4d_schema (7) (3)
