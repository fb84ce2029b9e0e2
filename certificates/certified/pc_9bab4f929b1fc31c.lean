import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 9bab4f929b1fc31cddfb60a88f4e34234a0dcca02daaf6bf2fc46ef6f56a3683
theorem pc_9bab4f929b1fc31c : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ p : Nat, Nat.Prime p → p ≥ 2) :=
  by paracert_iff_rfl
