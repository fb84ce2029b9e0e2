import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 113bb1cb89fefe50d3a454c8eb0e2f8030f37f8d166b733691082a0c8adad980
theorem pc_113bb1cb89fefe50_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), x + y = pcLit0 → (∃ (c : Nat), x = pcLit1 * c) → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_unpack
theorem pc_113bb1cb89fefe50 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), x + y = 17402 → (∃ (c : Nat), x = 10 * c) → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_113bb1cb89fefe50_schema (17402) (10) (14238)
