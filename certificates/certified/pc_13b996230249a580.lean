import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 13b996230249a580fb6d488ed8e672828e42a6287d7a0ef83076064cf9578e34
theorem pc_13b996230249a580_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → pcLit2 ≤ n) ↔ (∀ (count : Nat), ¬ Nat.Prime (pcLit0 + pcLit1 * count) → pcLit2 ≤ count) :=
  by paracert_iff_rfl
theorem pc_13b996230249a580 : (∀ (n : Nat), ¬ Nat.Prime (7 + 30 * n) → 6 ≤ n) ↔ (∀ (count : Nat), ¬ Nat.Prime (7 + 30 * count) → 6 ≤ count) :=
  by with_reducible exact pc_13b996230249a580_schema (7) (30) (6)
