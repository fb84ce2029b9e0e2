import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 558c93b27ce372836c5aa97c6d46a4c4b4cf2ea12fab37ebc6000a48a91bc08f
theorem pc_558c93b27ce37283 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (integer_value offset : G), integer_value + offset = offset + integer_value) :=
  by paracert_iff_rfl
