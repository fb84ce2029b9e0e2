import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 761b3327abcc2aad2ca6af95d03a4ffa6994f60f39c4e7dcd21928497ca5221c
theorem pc_761b3327abcc2aad : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, 0 ≤ n) :=
  by paracert_iff_rfl
