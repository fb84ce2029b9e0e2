import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 01b0d06b5fea26c648057db3ecfdc3a695cbfdfa160a8f5348bd7ef2106c5553
theorem pc_01b0d06b5fea26c6 : (∀ n : Nat, n ∣ n) ↔ (∀ (n : Nat), ∃ (k : Nat), n * k = n) :=
  by paracert_unpack
