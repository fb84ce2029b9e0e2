import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 01c02af972a6255ffc10bb67de255a60dfef95ada805fd739f44bc2195e65708
theorem pc_01c02af972a6255f : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
