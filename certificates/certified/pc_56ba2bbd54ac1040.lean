import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 56ba2bbd54ac1040bb580e5782dccef0e040a6414abd9cdfe4ff3fd46f947c9c
theorem pc_56ba2bbd54ac1040 : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
