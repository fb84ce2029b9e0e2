import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 54ed12ab3fd96e2acaf0d8518df3908a16d416adb814dc481029117856ba7458
theorem pc_54ed12ab3fd96e2a : (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → Nat.Prime n) ↔ (∀ (n : Nat), Nat.Prime (2 ^ n - 1) → 0 < n → Nat.Prime n) :=
  by paracert_structural
