import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: c501a78f58cf83a86cc971b37bd1b2187ad848863f1660fd48db216a417c2f93
theorem pc_c501a78f58cf83a8_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), x + y = pcLit0 → (∃ (k : Nat), pcLit1 * k = x) → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_unpack
theorem pc_c501a78f58cf83a8 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), x + y = 17402 → (∃ (k : Nat), 10 * k = x) → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_c501a78f58cf83a8_schema (17402) (10) (14238)
