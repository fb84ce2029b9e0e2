import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 97e268a52060c1650e1664acb0003a3b79ee156028aa5a7ca02c153ca90cf39b
theorem pc_97e268a52060c165 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), b ≤ c → a < b → a < c) :=
  by paracert_structural
