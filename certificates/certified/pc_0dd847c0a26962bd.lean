import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 0dd847c0a26962bdb49a51444612f18d9a8dbd0beebde422f83c0375198bb016
theorem pc_0dd847c0a26962bd : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
