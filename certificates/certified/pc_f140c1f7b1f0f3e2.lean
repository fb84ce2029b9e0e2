import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: f140c1f7b1f0f3e24b27b813644e15ef27986365e552df9b297674932637b495
theorem pc_f140c1f7b1f0f3e2 : (∀ n : Nat, 0 ≤ n) ↔ (∀ (n : Nat), ¬ (n < 0)) :=
  by paracert_rules
