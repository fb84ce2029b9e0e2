import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: 8faf1916cd3dfc6a0a18948ec4b31a257bcd79251c1046d71ed700cfb4d55f15
theorem pc_8faf1916cd3dfc6a : (∀ (n : Nat), 2 * n % 47 = 15 → n % 47 = 31) ↔ (∀ (n : Nat), ¬ (n % 47 = 31) → ¬ (2 * n % 47 = 15)) :=
  by paracert_logic
