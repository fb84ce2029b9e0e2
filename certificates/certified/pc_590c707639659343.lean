import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 590c7076396593430e6cba3a85901c30807a0917dc09c80611f6ad68df1a8753
theorem pc_590c707639659343_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) ↔ (∀ (m n : Nat), m > 1 → 1 < n → m * n = pcLit0 → m + n = pcLit1) :=
  by paracert_iff_rfl
theorem pc_590c707639659343 : (∀ (m n : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) ↔ (∀ (m n : Nat), m > 1 → 1 < n → m * n = 2005 → m + n = 406) :=
  by with_reducible exact pc_590c707639659343_schema (2005) (406)
