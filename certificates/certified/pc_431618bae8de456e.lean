import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 431618bae8de456e6fe836544edad74012350fb0273d0fa36ea4109b8ca8e387
theorem pc_431618bae8de456e : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
