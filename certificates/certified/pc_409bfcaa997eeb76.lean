import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 409bfcaa997eeb76b4377a4d12ed43de3855049f33154eec3655ab6c13837f41
theorem pc_409bfcaa997eeb76 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (p : Nat), ¬ ¬ Nat.Prime p → 1 < p) :=
  by paracert_rules
