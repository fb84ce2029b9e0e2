import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 3d5e61712ad5fc129d65306978849d0144e138ada1d23f5ec3219b1d4ca8bffb
theorem pc_3d5e61712ad5fc12_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (y x : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_structural
theorem pc_3d5e61712ad5fc12 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (y x : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_3d5e61712ad5fc12_schema (17402) (10) (14238)
