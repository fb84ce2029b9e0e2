import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 3f6231ff2a85e286dc4423557f379f7f8fb8b1de2635fdb02f4b97f05909fb48
theorem pc_3f6231ff2a85e286_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ∣ pcLit1 ^ (n + 1) + pcLit2) ↔ (∀ (n : Nat), ¬ ¬ (pcLit0 ∣ pcLit1 ^ (n + 1) + pcLit2)) :=
  by paracert_rules
theorem pc_3f6231ff2a85e286 : (∀ (n : Nat), 12 ∣ 4 ^ (n + 1) + 20) ↔ (∀ (n : Nat), ¬ ¬ (12 ∣ 4 ^ (n + 1) + 20)) :=
  by with_reducible exact pc_3f6231ff2a85e286_schema (12) (4) (20)
