import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fa8716c0b550ae8792511a47f793ad55ac2481db976473a9109069bed98eb526
theorem pc_fa8716c0b550ae87 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), b > a → b ≤ c → a < c) :=
  by paracert_iff_rfl
