import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fbe91c6f55888cd327e78aac8cd510b7812148497a59422b7007126b2ff1c110
theorem pc_fbe91c6f55888cd3_schema (pcLit0 : Nat) : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = pcLit0) ↔ (∀ (n : Nat), n ≥ 2 → n ^ 2 ∣ 2 ^ n + 1 → n = pcLit0) :=
  by paracert_iff_rfl
theorem pc_fbe91c6f55888cd3 : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = 3) ↔ (∀ (n : Nat), n ≥ 2 → n ^ 2 ∣ 2 ^ n + 1 → n = 3) :=
  by with_reducible exact pc_fbe91c6f55888cd3_schema (3)
