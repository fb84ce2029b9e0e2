import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: variation · pair: e392df1eaf876aa41d71ce7ea00d50bc6148b21617f6af47bbef121faffc7d05
theorem pc_e392df1eaf876aa4 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
