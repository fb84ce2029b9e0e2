import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: d2cd994d619157d7c11b755bdc8d9095d7630626e581454b654304121c882bde
theorem pc_d2cd994d619157d7 : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
