import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 1319fad92cd7dbfdb7be420e922d13940276e8589db7cc981daccc6aaae2919e
theorem pc_1319fad92cd7dbfd : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ (n : Nat), (∃ (k : Nat), 0 * k = n) ↔ n = 0) :=
  by paracert_unpack
