import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 1860674f8a1e00bdcac914c9d9b19bd28c3fc6eca2b0e9a24aea77d5c1a4ab24
theorem pc_1860674f8a1e00bd : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
