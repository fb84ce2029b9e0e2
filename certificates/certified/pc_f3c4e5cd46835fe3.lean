import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: f3c4e5cd46835fe3f147881e1e24a5ac3fdf5ebd498a0a33181586ae27b508f8
theorem pc_f3c4e5cd46835fe3 : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
