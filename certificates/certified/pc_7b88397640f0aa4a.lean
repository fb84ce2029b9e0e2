import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 7b88397640f0aa4ac08013b00c929946425baeedc007ec88881f36fdb2fd2f65
theorem pc_7b88397640f0aa4a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), pcLit0 = x + y → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_rules
theorem pc_7b88397640f0aa4a : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), 17402 = x + y → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_7b88397640f0aa4a_schema (17402) (10) (14238)
