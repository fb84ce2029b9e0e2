import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1a2a838e3af846fdb3b39176abaecc64032c3dc912f76e45161f5f18fe832af4
theorem pc_1a2a838e3af846fd : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (a b : Nat), a < b → b ≥ a) :=
  by paracert_iff_rfl
