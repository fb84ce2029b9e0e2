import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: eeb6001bd11843480f1186a16e410ef67d3d7895b7dcdfb5e1e42bbad5544a5f
theorem pc_eeb6001bd1184348_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (count : Nat), count ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + count → count = pcLit4) :=
  by paracert_iff_rfl
theorem pc_eeb6001bd1184348 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (count : Nat), count ≤ 9 → 18 ∣ 374 * 10 + count → count = 4) :=
  by with_reducible exact pc_eeb6001bd1184348_schema (9) (18) (374) (10) (4)
