import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: dfe7c527f3a713edbdf13a70c5313a9daaf4c4e622c28684b6994c88d27b0f05
theorem pc_dfe7c527f3a713ed_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), pcLit1 ∣ pcLit2 * pcLit3 + n → n ≤ pcLit0 → n = pcLit4) :=
  by paracert_structural
theorem pc_dfe7c527f3a713ed : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), 18 ∣ 374 * 10 + n → n ≤ 9 → n = 4) :=
  by with_reducible exact pc_dfe7c527f3a713ed_schema (9) (18) (374) (10) (4)
