import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 02d0cbc69abf7ef3fa98dcc409bb90264b41a1e05864dd8fd61ee095818cd4e4
theorem pc_02d0cbc69abf7ef3 : (∀ (n : Nat), 3 * n % 11 = 2 → n % 11 = 8) ↔ (∀ (n : Nat), ¬ ¬ (3 * n % 11 = 2) → n % 11 = 8) :=
  by paracert_rules
