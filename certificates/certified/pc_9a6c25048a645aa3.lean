import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 9a6c25048a645aa3840c43165a605e2ca569b1f6e92a92284b214aa1eade1b57
theorem pc_9a6c25048a645aa3 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ p : Nat, Nat.Prime p → p ≠ 1) :=
  by paracert_iff_rfl
