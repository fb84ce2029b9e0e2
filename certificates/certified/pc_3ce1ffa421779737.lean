import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 3ce1ffa421779737da6d00decc8e09cec9724ea8ad57b536f1342d681b9d5da9
theorem pc_3ce1ffa421779737 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (p : Nat), Nat.Prime p → ¬ (p = 1)) :=
  by paracert_iff_rfl
