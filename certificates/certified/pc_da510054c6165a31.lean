import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: da510054c6165a31013dcaf7701397e4c63322c61a28dcec04b17a146826dccd
theorem pc_da510054c6165a31_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (count : Nat), count ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * count + pcLit5 → count = pcLit6) :=
  by paracert_iff_rfl
theorem pc_da510054c6165a31 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (count : Nat), count ≤ 9 → 11 ∣ 20 * 100 + 10 * count + 7 → count = 5) :=
  by with_reducible exact pc_da510054c6165a31_schema (9) (11) (20) (100) (10) (7) (5)
