import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 7a583e89087a907aaeaed028b5613b0a099a45841c698950167cf9c9c0308812
theorem pc_7a583e89087a907a : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → b ≤ c → c > a) :=
  by paracert_iff_rfl
