import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: cd98249cbd9a40d032bf6e7f5eeb8b2aa7c981d2235a66cb19e32fec126fe269
theorem pc_cd98249cbd9a40d0 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (p : Nat), Nat.Prime p → ¬ ¬ (2 ≤ p)) :=
  by paracert_rules
