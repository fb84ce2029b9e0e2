import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1e89316bcf12af7316801e3c7e18b6907f057a058356454fd05ec7c7875b6678
theorem pc_1e89316bcf12af73_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) ↔ (∀ (a b c : Nat), a > 0 ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = pcLit0 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = pcLit1) :=
  by paracert_iff_rfl
theorem pc_1e89316bcf12af73 : (∀ (a b c : Nat), 0 < a ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) ↔ (∀ (a b c : Nat), a > 0 ∧ 0 < b ∧ 0 < c → b = a + 1 → c = b + 1 → a * b * c = 8 * (a + b + c) → a ^ 2 + (b ^ 2 + c ^ 2) = 77) :=
  by with_reducible exact pc_1e89316bcf12af73_schema (8) (77)
