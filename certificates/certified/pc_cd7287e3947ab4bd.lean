import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: cd7287e3947ab4bdc5e6fc516f7f6ecfabbb81692fb4c6d432c5839cc528707d
theorem pc_cd7287e3947ab4bd_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) ↔ (∀ (count size : Nat), 1 < count → 1 < size → count * size = pcLit0 → count + size = pcLit1) :=
  by paracert_iff_rfl
theorem pc_cd7287e3947ab4bd : (∀ (m n : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) ↔ (∀ (count size : Nat), 1 < count → 1 < size → count * size = 2005 → count + size = 406) :=
  by with_reducible exact pc_cd7287e3947ab4bd_schema (2005) (406)
