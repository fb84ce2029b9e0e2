import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: ca6dd22ef1d856b70dd9c1b647bdb49e1e35f7b2690fc1cdff7510998204b8d7
theorem pc_ca6dd22ef1d856b7 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl
