import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 69745f1c55bd1b5a8bd9f445e1cf1085924cbb918f684d965477a0a3d66b62d7
theorem pc_69745f1c55bd1b5a : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
