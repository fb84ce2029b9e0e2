import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: d6b6cc696ccc62b8f8cfdd0edf9d3138650f43816428f80f5040ba6b93f9657e
theorem pc_d6b6cc696ccc62b8 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
