import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 2a670fb4d5300c6559e9c0be3640dbab4b537f3c0a31d114929afcd9ec773d02
theorem pc_2a670fb4d5300c65 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ p : Nat, Nat.Prime p → 1 ≠ p) :=
  by paracert_rules
