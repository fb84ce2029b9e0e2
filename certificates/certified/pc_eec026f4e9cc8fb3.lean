import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: eec026f4e9cc8fb3102023e05887fd40933d063920446cbe98ddf609f65a47f8
theorem pc_eec026f4e9cc8fb3 : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
