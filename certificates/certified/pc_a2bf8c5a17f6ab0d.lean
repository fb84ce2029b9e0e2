import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a2bf8c5a17f6ab0d5123873f3d3a20eb4246da111bf5fab6dd44d3c527d3f93d
theorem pc_a2bf8c5a17f6ab0d : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), ¬ ¬ (m ∣ n) → n ∣ m → m = n) :=
  by paracert_rules
