import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: fac014fbc78828b03c1b5d6f9a56f8af4d3e4bed7fbf7b8ff4d8ef52b6d26a05
theorem pc_fac014fbc78828b0 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
