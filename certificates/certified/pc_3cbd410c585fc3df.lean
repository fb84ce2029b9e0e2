import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 3cbd410c585fc3df2f8872e031d4549ce1e6a819e644efd072c88cc6eaece4b4
theorem pc_3cbd410c585fc3df_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) ↔ (∀ (x y : Nat), x > 0 ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) :=
  by paracert_iff_rfl
theorem pc_3cbd410c585fc3df : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (x y : Nat), x > 0 ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) :=
  by with_reducible exact pc_3cbd410c585fc3df_schema (71) (880) (146)
