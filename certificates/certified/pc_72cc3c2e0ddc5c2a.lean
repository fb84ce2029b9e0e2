import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 72cc3c2e0ddc5c2ae84916c4c9fd339a1f51abf5e4adb2dfe22ecaf5d6720762
theorem pc_72cc3c2e0ddc5c2a_schema (pcLit0 : Nat) (pcLit1 : Int) : (∀ (x y : Int), x ^ pcLit0 ≠ y ^ 2 + pcLit1) ↔ (∀ (y x : Int), x ^ pcLit0 ≠ y ^ 2 + pcLit1) :=
  by paracert_structural
theorem pc_72cc3c2e0ddc5c2a : (∀ (x y : Int), x ^ 5 ≠ y ^ 2 + 4) ↔ (∀ (y x : Int), x ^ 5 ≠ y ^ 2 + 4) :=
  by with_reducible exact pc_72cc3c2e0ddc5c2a_schema (5) (4)
