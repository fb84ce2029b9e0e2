import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 7fa40ab5f7a51f7a9b1b69d334ba1d2d8d545fd69c1d380c2b06e68ba2c7f364
theorem pc_7fa40ab5f7a51f7a : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b ∧ b ≤ c → a < c) :=
  by paracert_logic
