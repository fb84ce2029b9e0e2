import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: c35b6302761c591841371635f62e5cbd5c60f230caab845673e16fa1b7730dce
theorem pc_c35b6302761c5918 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ (m n : Nat), n + 1 > m ↔ m ≤ n) :=
  by paracert_iff_rfl
