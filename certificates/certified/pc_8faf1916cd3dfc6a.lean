import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 8faf1916cd3dfc6a0a18948ec4b31a257bcd79251c1046d71ed700cfb4d55f15
theorem pc_8faf1916cd3dfc6a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 * n % pcLit0 = pcLit1 → n % pcLit0 = pcLit2) ↔ (∀ (n : Nat), ¬ (n % pcLit0 = pcLit2) → ¬ (2 * n % pcLit0 = pcLit1)) :=
  by paracert_logic
theorem pc_8faf1916cd3dfc6a : (∀ (n : Nat), 2 * n % 47 = 15 → n % 47 = 31) ↔ (∀ (n : Nat), ¬ (n % 47 = 31) → ¬ (2 * n % 47 = 15)) :=
  by with_reducible exact pc_8faf1916cd3dfc6a_schema (47) (15) (31)
