import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1cc9209103438f68df476c4fd1d4f0ae0bb0beb6b4bdac2097dda297e81fcbdf
theorem pc_1cc9209103438f68_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), n ≥ pcLit0 → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_iff_rfl
theorem pc_1cc9209103438f68 : (∀ (n : Nat), 10 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) ↔ (∀ (n : Nat), n ≥ 10 → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) :=
  by with_reducible exact pc_1cc9209103438f68_schema (10) (3) (64)
