import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 3a69f330bd27af23c1a19ff5172b39028564d7c2b0d731559cc6c610b1470844
theorem pc_3a69f330bd27af23_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ pcLit1 ^ n - 1) ↔ (∀ (n : Nat), n > 0 → pcLit0 ∣ pcLit1 ^ n - 1) :=
  by paracert_iff_rfl
theorem pc_3a69f330bd27af23 : (∀ (n : Nat), 0 < n → 9 ∣ 10 ^ n - 1) ↔ (∀ (n : Nat), n > 0 → 9 ∣ 10 ^ n - 1) :=
  by with_reducible exact pc_3a69f330bd27af23_schema (9) (10)
