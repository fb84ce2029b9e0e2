import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 05589baaa9811bc536b26eb497173632dd5f5f55bae7dfa81810fd84d73713d3
theorem pc_05589baaa9811bc5_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n < pcLit0 → pcLit0 ∣ pcLit1 - n → n = pcLit2) ↔ (∀ (n : Nat), pcLit0 > n → pcLit0 ∣ pcLit1 - n → n = pcLit2) :=
  by paracert_iff_rfl
theorem pc_05589baaa9811bc5 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), 101 > n → 101 ∣ 123456 - n → n = 34) :=
  by with_reducible exact pc_05589baaa9811bc5_schema (101) (123456) (34)
