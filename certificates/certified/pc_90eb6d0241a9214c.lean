import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 90eb6d0241a9214c0e00f42edbd75a7204fbea42247973c597eff90191321ddc
theorem pc_90eb6d0241a9214c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), n ≤ pcLit0 → (∃ (c : Nat), pcLit2 * pcLit3 + n = pcLit1 * c) → n = pcLit4) :=
  by paracert_unpack
theorem pc_90eb6d0241a9214c : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), n ≤ 9 → (∃ (c : Nat), 374 * 10 + n = 18 * c) → n = 4) :=
  by with_reducible exact pc_90eb6d0241a9214c_schema (9) (18) (374) (10) (4)
