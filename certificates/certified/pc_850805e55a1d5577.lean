import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 850805e55a1d5577e51a469e166627e5b8656ca46b9b3b26e89e21bc5bdd6fcd
theorem pc_850805e55a1d5577 : (∀ n : Nat, n ∣ n) ↔ (∀ (divisor : Nat), divisor ∣ divisor) :=
  by paracert_iff_rfl
