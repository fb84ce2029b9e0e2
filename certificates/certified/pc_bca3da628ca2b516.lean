import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: bca3da628ca2b516a5c10f6a21d0a8dcfc463aedb437c3a0206ef219e0eab48f
theorem pc_bca3da628ca2b516_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), n % pcLit0 = pcLit1 → 2 * n % pcLit0 = 1) ↔ (∀ (n : Nat), pcLit1 = n % pcLit0 → 2 * n % pcLit0 = 1) :=
  by paracert_rules
theorem pc_bca3da628ca2b516 : (∀ (n : Nat), n % 5 = 3 → 2 * n % 5 = 1) ↔ (∀ (n : Nat), 3 = n % 5 → 2 * n % 5 = 1) :=
  by with_reducible exact pc_bca3da628ca2b516_schema (5) (3)
