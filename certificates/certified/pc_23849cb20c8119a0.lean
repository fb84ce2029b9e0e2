import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 23849cb20c8119a093c5a73534325ca99e1d9428e2dc157584c27bd1e48de6dd
theorem pc_23849cb20c8119a0 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
