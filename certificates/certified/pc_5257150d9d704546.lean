import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 5257150d9d704546fe122cc978cd2ff6af330a38e10d2e1b95ca66057e87a2e2
theorem pc_5257150d9d704546 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
