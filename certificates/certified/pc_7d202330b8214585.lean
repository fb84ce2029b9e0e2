import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 7d202330b82145850f8b2da6425dcb8aeef98ca96085550b1dab78fc9e122c23
theorem pc_7d202330b8214585 : (¬ Nat.Prime 0) ↔ (¬ (2 ≤ 0 ∧ ∀ (m : Nat), m < 0 → m ∣ 0 → m = 1)) :=
  by paracert_unpack
