import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: b674b47c20b78a0ba1f0e857b5faaefdcb2655ec5c99eca9d46b83c39e88a507
theorem pc_b674b47c20b78a0b : (∀ n : Nat, n ∣ n) ↔ (∀ (n : Nat), ∃ (c : Nat), n = n * c) :=
  by paracert_unpack
