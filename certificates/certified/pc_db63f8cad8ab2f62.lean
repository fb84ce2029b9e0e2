import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: db63f8cad8ab2f6264036c45ede0104b316ad40423969351105e1a2d2bf12353
theorem pc_db63f8cad8ab2f62_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) ↔ (∀ (m n : Nat), 1 < m → 1 < n → ¬ (m + n = pcLit1) → ¬ (m * n = pcLit0)) :=
  by paracert_logic
theorem pc_db63f8cad8ab2f62 : (∀ (m n : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) ↔ (∀ (m n : Nat), 1 < m → 1 < n → ¬ (m + n = 406) → ¬ (m * n = 2005)) :=
  by with_reducible exact pc_db63f8cad8ab2f62_schema (2005) (406)
