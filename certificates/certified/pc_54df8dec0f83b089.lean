import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 54df8dec0f83b089fb83b4d3b9890b7c452766c4992d20a0d1c95607c7c0b0b1
theorem pc_54df8dec0f83b089 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ (count : Nat), Nat.gcd count count = count) :=
  by paracert_iff_rfl
