import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: fd51a3687a1dd5c95219d8ff8e2b49421f9f0c6381cc7408f915a962f988af50
theorem pc_fd51a3687a1dd5c9 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (divisor multiple : Nat), divisor ∣ multiple → multiple ∣ divisor → divisor = multiple) :=
  by paracert_iff_rfl
