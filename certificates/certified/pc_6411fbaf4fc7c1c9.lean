import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 6411fbaf4fc7c1c9a91fcb19f279f683dc6245959be3a810c83e7675afa27a7a
theorem pc_6411fbaf4fc7c1c9 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
