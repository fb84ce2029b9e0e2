import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 563432312e15f770e04b29075036f4d84c7b48360fe1fe4542ce95ac6974cf78
theorem pc_563432312e15f770 : (∀ m n : Nat, Nat.gcd m n = Nat.gcd n m) ↔ (∀ (count size : Nat), Nat.gcd count size = Nat.gcd size count) :=
  by paracert_iff_rfl
