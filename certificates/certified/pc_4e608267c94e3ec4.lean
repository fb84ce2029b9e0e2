import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4e608267c94e3ec44c145aacc274cc24b6f4041ae3cbde9d6c472f1de2b52a35
theorem pc_4e608267c94e3ec4 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (ll Il lI : Nat), Nat.Prime ll → ll ∣ Il * lI → ll ∣ Il ∨ ll ∣ lI) :=
  by paracert_iff_rfl
