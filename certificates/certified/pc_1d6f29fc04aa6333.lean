import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 1d6f29fc04aa63337bb9daa172a5debff873bf1e6f8c7d3c1dd6019688fdd9be
theorem pc_1d6f29fc04aa6333 : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
