import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6fff499733a7ca731dbba4e1df4b2f685a3dd1dc289f00455cf515109568f669
theorem pc_6fff499733a7ca73 : (∀ n : Nat, n ∣ 0) ↔ (∀ (n : Nat), ¬ ¬ (n ∣ 0)) :=
  by paracert_rules
