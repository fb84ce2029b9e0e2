import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: 05589baaa9811bc536b26eb497173632dd5f5f55bae7dfa81810fd84d73713d3
theorem pc_05589baaa9811bc5 : (∀ (n : Nat), n < 101 → 101 ∣ 123456 - n → n = 34) ↔ (∀ (n : Nat), 101 > n → 101 ∣ 123456 - n → n = 34) :=
  by paracert_iff_rfl
