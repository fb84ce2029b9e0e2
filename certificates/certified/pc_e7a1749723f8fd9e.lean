import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e7a1749723f8fd9e11b3f344ac1d1d5376d4b2130b6d5c4634e944dbdd188d91
theorem pc_e7a1749723f8fd9e_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n = pcLit0 → (pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) ↔ (∀ (count : Nat), count = pcLit0 → (pcLit1 / pcLit2) ^ (count + 1) * 2 ^ (2 * count) = pcLit1 / pcLit2) :=
  by paracert_iff_rfl
theorem pc_e7a1749723f8fd9e : (∀ (n : Nat), n = 11 → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) ↔ (∀ (count : Nat), count = 11 → (1 / 4) ^ (count + 1) * 2 ^ (2 * count) = 1 / 4) :=
  by with_reducible exact pc_e7a1749723f8fd9e_schema (11) (1) (4)
