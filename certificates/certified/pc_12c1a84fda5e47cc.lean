import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 12c1a84fda5e47ccc1d6c6760ab6c06f67212739f66a009d495ea8bd22e4f395
theorem pc_12c1a84fda5e47cc : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ (m n : Nat), Nat.gcd n m = Nat.gcd m n) :=
  by paracert_structural
