import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: curry_uncurry · pair: 912680a105eef1893e09a5c2acca123e30b134cf4d41c9139b5c7b03af1671cb
theorem pc_912680a105eef189 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), x < 100 ∧ x * 9 % 100 = 1 → x = 89) :=
  by paracert_logic
