import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 5b041e26138ca238c6ce97de8bcf84916ecb659322a5900f8138cb6b9659bd4e
theorem pc_5b041e26138ca238_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), pcLit1 ∣ x → x + y = pcLit0 → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_structural
theorem pc_5b041e26138ca238 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), 10 ∣ x → x + y = 17402 → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_5b041e26138ca238_schema (17402) (10) (14238)
