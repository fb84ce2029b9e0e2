import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 9d3e9c7fd958d1ac91d052f27c406564775cf267da40128725d3d27bf37dfbc2
theorem pc_9d3e9c7fd958d1ac_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) ↔ (∀ (n : Nat), n > 0 → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) :=
  by paracert_iff_rfl
theorem pc_9d3e9c7fd958d1ac : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), n > 0 → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) :=
  by with_reducible exact pc_9d3e9c7fd958d1ac_schema (3) (4) (6) (8) (9)
