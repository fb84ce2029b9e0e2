import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: f080998e4772cc3d9fd881120261194fcf55e35ee02e21288527bd6cf273d6c9
theorem pc_f080998e4772cc3d : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), m ∣ n → n ∣ m → n = m) :=
  by paracert_structural
