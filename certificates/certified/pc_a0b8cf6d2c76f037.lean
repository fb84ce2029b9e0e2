import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: a0b8cf6d2c76f0376bf304e9c80bc36f76e37995fcb426653a914aa1ad7caa9b
theorem pc_a0b8cf6d2c76f037 : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
