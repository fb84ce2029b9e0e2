import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 30055080724dba2bd14d346dd1e19e0714c422d78e40deb72fc498c42c2f0ef0
theorem pc_30055080724dba2b : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ p : Nat, Nat.Prime p → 2 ≤ p) :=
  by paracert_iff_rfl
