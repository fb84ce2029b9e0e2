import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: e83536693905f6c2a20ee8e869552fbc6053d210b4d96d3a3717c7332cad816c
theorem pc_e83536693905f6c2 : (∀ (n : Nat), 0 < n → 9 ∣ 10 ^ n - 1) ↔ (∀ (n : Nat), 0 < n → ∃ (k : Nat), 9 * k = 10 ^ n - 1) :=
  by paracert_unpack
