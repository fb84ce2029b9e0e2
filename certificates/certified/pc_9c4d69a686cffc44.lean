import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 9c4d69a686cffc44147165dcc6d0ace16743c8fe472331979853cfdb9fcf7a51
theorem pc_9c4d69a686cffc44 : (∀ x y : Nat, x + 2 * y ≥ y) ↔ (∀ y x : Nat, x + 2 * y ≥ y) :=
  by paracert_structural
