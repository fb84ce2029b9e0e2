import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 62da58db64d11fc8b8db95b810d9c20b6937476f16b11d43fdb710c445df2e83
theorem pc_62da58db64d11fc8 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (prime_number : Nat), Nat.Prime prime_number → 2 ≤ prime_number) :=
  by paracert_iff_rfl
