import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 2e211ad74bc9844e030ab331f3fe62c958940aeb337911092763e8ee5215df57
theorem pc_2e211ad74bc9844e : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n ∧ n ∣ m → m = n) :=
  by paracert_logic
