import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: e4b3882799663086c6acb3487fb63ef720811776f1c7bb19531119c0425d502b
theorem pc_e4b3882799663086 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
