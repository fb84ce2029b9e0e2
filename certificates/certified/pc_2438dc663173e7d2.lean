import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 2438dc663173e7d2f8fdb8ba99635a38c1d4abea7481f5b43a082e4cde9dc131
theorem pc_2438dc663173e7d2 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
