import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 1c68df9f2a8b9293b642fa1b1b08f61b7f74a6710b1300bc26bd199c27a4b94e
theorem pc_1c68df9f2a8b9293 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
