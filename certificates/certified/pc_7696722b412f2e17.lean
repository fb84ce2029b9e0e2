import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7696722b412f2e1732bacbbf9243252c58fdc28410b3e76b88ff1c099974c74b
theorem pc_7696722b412f2e17 : (∀ n : Nat, n % n = 0) ↔ (∀ (ll : Nat), ll % ll = 0) :=
  by paracert_iff_rfl
