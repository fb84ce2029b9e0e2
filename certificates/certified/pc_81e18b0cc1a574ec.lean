import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 81e18b0cc1a574ec723595aa7408ed745207da11471fce98ee9ad7241a932430
theorem pc_81e18b0cc1a574ec : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
