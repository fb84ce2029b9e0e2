import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 8ee7918f5ec3ef9a1b0bbf00793cf51b4e5d10e1e8ffa814116c6c0367e508a8
theorem pc_8ee7918f5ec3ef9a : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
