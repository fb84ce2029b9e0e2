import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 8e2940744e9bc9b5716a73b976fad7d18d7bf22621b996f2bcff875acf32b65e
theorem pc_8e2940744e9bc9b5_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → pcLit4 = n) :=
  by paracert_rules
theorem pc_8e2940744e9bc9b5 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → 4 = n) :=
  by with_reducible exact pc_8e2940744e9bc9b5_schema (9) (18) (374) (10) (4)
