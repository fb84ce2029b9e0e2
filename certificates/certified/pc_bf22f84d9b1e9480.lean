import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: bf22f84d9b1e9480dadeaf9a60615e3ca54b8f926dd901b29d265730e3341b6c
theorem pc_bf22f84d9b1e9480 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ (m n : Nat), ¬ ¬ (m ∣ Nat.lcm m n)) :=
  by paracert_rules
