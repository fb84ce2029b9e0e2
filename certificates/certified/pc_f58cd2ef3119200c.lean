import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: f58cd2ef3119200c2edf7291bba3e52da33bc4e8848196b665d5ba1e2f251e3c
theorem pc_f58cd2ef3119200c : (¬ Nat.Prime 1) ↔ (¬ (2 ≤ 1 ∧ ∀ (m : Nat), m < 1 → m ∣ 1 → m = 1)) :=
  by paracert_unpack
