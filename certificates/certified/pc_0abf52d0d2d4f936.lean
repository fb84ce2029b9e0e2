import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 0abf52d0d2d4f936faa47f98d52187e543b011a5c1bab19c209a895b70c8649b
theorem pc_0abf52d0d2d4f936 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
