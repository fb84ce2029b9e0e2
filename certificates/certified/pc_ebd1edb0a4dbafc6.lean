import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: ebd1edb0a4dbafc6f09234a171d296aa47aea8e5ab3a566b01fc2e800ad5b7bf
theorem pc_ebd1edb0a4dbafc6 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
