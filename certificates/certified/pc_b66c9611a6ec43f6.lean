import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: b66c9611a6ec43f6fc16df850acf474b2ff602833fee5f426fd7833b42a71d0e
theorem pc_b66c9611a6ec43f6 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b → b ≤ c → a < c) :=
  by paracert_iff_rfl
