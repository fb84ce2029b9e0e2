import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 02d0cbc69abf7ef3fa98dcc409bb90264b41a1e05864dd8fd61ee095818cd4e4
theorem pc_02d0cbc69abf7ef3_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 * n % pcLit1 = 2 → n % pcLit1 = pcLit2) ↔ (∀ (n : Nat), ¬ ¬ (pcLit0 * n % pcLit1 = 2) → n % pcLit1 = pcLit2) :=
  by paracert_rules
theorem pc_02d0cbc69abf7ef3 : (∀ (n : Nat), 3 * n % 11 = 2 → n % 11 = 8) ↔ (∀ (n : Nat), ¬ ¬ (3 * n % 11 = 2) → n % 11 = 8) :=
  by with_reducible exact pc_02d0cbc69abf7ef3_schema (3) (11) (8)
