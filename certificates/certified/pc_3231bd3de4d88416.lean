import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 3231bd3de4d884165cc5a93201d1975e097356f4cd9d0f913a494fd3157560bf
theorem pc_3231bd3de4d88416 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → p > 1) :=
  by paracert_iff_rfl
