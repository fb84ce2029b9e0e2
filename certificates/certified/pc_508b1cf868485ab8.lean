import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 508b1cf868485ab8acdc0ed34fe90a996288b5054f93412c6f77384304381f05
theorem pc_508b1cf868485ab8 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), 0 ≠ n → 0 < n) :=
  by paracert_rules
