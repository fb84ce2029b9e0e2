import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4b4ef1c58f6f3241ec0418c349540e9d67a1169faf0cc5f6a1bbbe2e5ec02889
theorem pc_4b4ef1c58f6f3241 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (divisor multiple count : Nat), divisor ∣ multiple → divisor ∣ count → divisor ∣ multiple + count) :=
  by paracert_iff_rfl
