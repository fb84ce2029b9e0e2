import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 38925cc7f6daaad6476e1ec26d4171ba11bb811e4a315c6dd1235d2210a2d8f8
theorem pc_38925cc7f6daaad6 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, n > 1 → Nat.Prime n) :=
  by paracert_iff_rfl
