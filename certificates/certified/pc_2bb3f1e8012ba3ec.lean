import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 2bb3f1e8012ba3ecf54efcdc3be9accf7e6d54e13188fc48c64d104cfb327964
theorem pc_2bb3f1e8012ba3ec : (∀ (n : Nat), 3 ∣ 2 ^ (2 * n + 1) + 1) ↔ (∀ (n : Nat), ∃ (k : Nat), 3 * k = 2 ^ (2 * n + 1) + 1) :=
  by paracert_unpack
