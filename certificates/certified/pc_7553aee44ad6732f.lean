import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 7553aee44ad6732f59fbf2a247d6f68985b7d0047e535c7bc63f1e5850f3cf04
theorem pc_7553aee44ad6732f : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
