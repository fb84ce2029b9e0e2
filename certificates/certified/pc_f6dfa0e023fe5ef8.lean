import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: f6dfa0e023fe5ef8f9d78daf2fc1a38a01c6c36d3e93e95ca2c2648bcb438802
theorem pc_f6dfa0e023fe5ef8 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
