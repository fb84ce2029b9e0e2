import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0f9daf73338fe190867a6aaa3322426ac82657a4ae848f81b4a3e5c834d650fe
theorem pc_0f9daf73338fe190 : (∀ n : Nat, n ∣ n) ↔ (∀ (n : Nat), ¬ ¬ (n ∣ n)) :=
  by paracert_rules
