import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 9e6660eed73f8088308b953e669082c1f1421188ee0aa7223eaecf2eca2823e9
theorem pc_9e6660eed73f8088 : (∀ n : Nat, n ∣ 0) ↔ (∀ (n : Nat), ∃ (c : Nat), 0 = n * c) :=
  by paracert_unpack
