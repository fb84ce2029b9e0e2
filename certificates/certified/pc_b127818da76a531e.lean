import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b127818da76a531ecb162c778f0768bd62fb32885a1fc63037bdbfe00448789e
theorem pc_b127818da76a531e : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (p : Nat), Nat.Prime p → ¬ ¬ (1 < p)) :=
  by paracert_rules
