import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: e4d470617f8c5ba205b30f6596918ffb4d20b0a944ce250f09c40cdd090d5c7e
theorem pc_e4d470617f8c5ba2_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) ↔ (∀ (m n : Nat), 1 < m ∧ 1 < n → m * n = pcLit0 → m + n = pcLit1) :=
  by paracert_logic
theorem pc_e4d470617f8c5ba2 : (∀ (m n : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) ↔ (∀ (m n : Nat), 1 < m ∧ 1 < n → m * n = 2005 → m + n = 406) :=
  by with_reducible exact pc_e4d470617f8c5ba2_schema (2005) (406)
