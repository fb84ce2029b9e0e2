import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f4365edc4a6ea3cf27b1b92fb3937e5d9fbd98c8b4730d66e64166f48482b64a
theorem pc_f4365edc4a6ea3cf : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n → n ∣ m → ¬ ¬ (m = n)) :=
  by paracert_rules
