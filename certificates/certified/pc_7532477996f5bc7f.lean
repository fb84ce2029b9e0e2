import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 7532477996f5bc7f2daf04bc2da4c75fd2f615d4c17a10d44bf4d5ee28c1dc49
theorem pc_7532477996f5bc7f : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
