import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4c0e7ee1acb6e6cceed9b8e3e24bf950b9de9ec1a18bcdc4ec5bc292efe3458e
theorem pc_4c0e7ee1acb6e6cc : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (prime_number : Nat), Nat.Prime prime_number → prime_number ≠ 1) :=
  by paracert_iff_rfl
