import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 483a6d40ce33fef4420fa1e704c92585c895363ec945b6a7f596668b0f78d14a
theorem pc_483a6d40ce33fef4 : (∀ (n : Nat), 0 < n → Nat.Prime (2 ^ n - 1) → Nat.Prime n) ↔ (∀ (n : Nat), 0 < n ∧ Nat.Prime (2 ^ n - 1) → Nat.Prime n) :=
  by paracert_logic
