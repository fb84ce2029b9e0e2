import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: 9d3e9c7fd958d1ac91d052f27c406564775cf267da40128725d3d27bf37dfbc2
theorem pc_9d3e9c7fd958d1ac : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), n > 0 → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) :=
  by paracert_iff_rfl
