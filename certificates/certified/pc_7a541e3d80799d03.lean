import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 7a541e3d80799d03ae51224326659794bf30d55b83e012080b06931f57aa8b29
theorem pc_7a541e3d80799d03_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), pcLit0 ≥ n → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) :=
  by paracert_iff_rfl
theorem pc_7a541e3d80799d03 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), 9 ≥ n → 18 ∣ 374 * 10 + n → n = 4) :=
  by with_reducible exact pc_7a541e3d80799d03_schema (9) (18) (374) (10) (4)
