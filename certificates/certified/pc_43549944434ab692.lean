import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 43549944434ab6928b4edf6d9f7fd09230853a0e3807b8e5acbcb019836c8fcb
theorem pc_43549944434ab692 : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), 0 < a ∧ Nat.Prime p → p ∣ a ^ p - a) :=
  by paracert_logic
