import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: dfc2198446f7f8157bb5a5f363d981ad8c6c0beb69bcf1494ab05ef7c7ebbe81
theorem pc_dfc2198446f7f815 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
