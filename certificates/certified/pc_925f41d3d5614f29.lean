import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "de_morgan" · pair: 925f41d3d5614f29a044f4887cd03eb52764901a2db721b75db83d096616ed1a
theorem pc_925f41d3d5614f29 : (∀ n : Nat, ¬ (n = 1 ∨ n = 2) → n ≠ 1) ↔ (∀ n : Nat, (¬ n = 1 ∧ ¬ n = 2) → n ≠ 1) :=
  by paracert_logic
