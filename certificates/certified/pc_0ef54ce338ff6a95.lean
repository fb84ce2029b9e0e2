import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 0ef54ce338ff6a958e342fac2b16767f6dd15f1632c5b2973fb4f079dfca9e44
theorem pc_0ef54ce338ff6a95 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
