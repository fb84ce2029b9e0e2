import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: ec4112ddc11a0a72822dba9fa73cd8ba3edb6553157f39f55f7c7a6a05dd0e25
theorem pc_ec4112ddc11a0a72 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ p : Nat, Nat.Prime p → 2 ≤ p) :=
  by paracert_iff_rfl
