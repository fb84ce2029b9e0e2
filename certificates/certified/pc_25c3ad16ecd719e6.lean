import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 25c3ad16ecd719e63c5189a401b0ba89227eff806c2e34d1146ffd8392bd935d
theorem pc_25c3ad16ecd719e6 : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ (m n : Nat), Nat.lcm n m = Nat.lcm m n) :=
  by paracert_structural
