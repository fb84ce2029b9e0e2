import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: a282357d98ce164aedd3bdf2f2ab73140a1189104a38ca5ee04d3455a7f5d47c
theorem pc_a282357d98ce164a : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
