import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 0f51ae1e8015e6f4e74d5094e1808e5b7d937c650f34a127352c95623fb91efc
theorem pc_0f51ae1e8015e6f4 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, n > 1 → Nat.Prime n) :=
  by paracert_iff_rfl
