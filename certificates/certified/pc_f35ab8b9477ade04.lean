import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f35ab8b9477ade04d03cc25d20cf9b7eeb387fc277cc74073472c6b2783f3ca7
theorem pc_f35ab8b9477ade04 : (∀ n : Nat, n ∣ 0) ↔ (∀ (ll : Nat), ll ∣ 0) :=
  by paracert_iff_rfl
