import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: f9c2189d5616a541a39655cb3fae03799fd007240bf83f47bba82a7537568da7
theorem pc_f9c2189d5616a541_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) ↔ (∀ (y x : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = pcLit0 → x ^ 2 * y + x * y ^ 2 = pcLit1 → x ^ 2 + y ^ 2 = pcLit2) :=
  by paracert_structural
theorem pc_f9c2189d5616a541 : (∀ (x y : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) ↔ (∀ (y x : Nat), 0 < x ∧ 0 < y → x * y + (x + y) = 71 → x ^ 2 * y + x * y ^ 2 = 880 → x ^ 2 + y ^ 2 = 146) :=
  by with_reducible exact pc_f9c2189d5616a541_schema (71) (880) (146)
