import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 288878efbf7b321958d5887d2b1ef95d28628a345d8e53b8dac2b0b802b60303
theorem pc_288878efbf7b3219 : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
