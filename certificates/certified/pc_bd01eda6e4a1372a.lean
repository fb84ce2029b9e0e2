import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: bd01eda6e4a1372ab402f4eb5d705cc2397832bce960d2f7dce50eb0b1442739
theorem pc_bd01eda6e4a1372a : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, b > a → c ≥ b → c > a) :=
  by paracert_iff_rfl
