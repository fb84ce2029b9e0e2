import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: f4ca7383a60aba504f0c7f09c43370b9c7a87e65732b2bf9d2349764a68cee54
theorem pc_f4ca7383a60aba50 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
