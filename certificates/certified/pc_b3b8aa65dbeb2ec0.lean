import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: b3b8aa65dbeb2ec0f1484119e9d0739ff469e627660a0adb4b18a114c2485df6
theorem pc_b3b8aa65dbeb2ec0 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
