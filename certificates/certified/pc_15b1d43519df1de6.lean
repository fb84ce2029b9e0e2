import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 15b1d43519df1de6d60861471a97dd7b1a818bba70b287185aaf69f435c01e42
theorem pc_15b1d43519df1de6_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) ↔ (∀ (m n : Nat), 1 < n → 1 < m → m * n = pcLit0 → m + n = pcLit1) :=
  by paracert_structural
theorem pc_15b1d43519df1de6 : (∀ (m n : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) ↔ (∀ (m n : Nat), 1 < n → 1 < m → m * n = 2005 → m + n = 406) :=
  by with_reducible exact pc_15b1d43519df1de6_schema (2005) (406)
