import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 1347797cc4d4a3b8dbf5147e904891ee690d36c5c3827db1eb932604b511a649
theorem pc_1347797cc4d4a3b8 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_iff_rfl
