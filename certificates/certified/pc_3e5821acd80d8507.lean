import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 3e5821acd80d8507bb6f9454b0b0df459cc7f184169c7bb417209b39d642972f
theorem pc_3e5821acd80d8507 : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
