import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: f2521a03e028e431d3da036bad593bc17a2d32d7a1226bf1f1f4074fed184c04
theorem pc_f2521a03e028e431 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_iff_rfl
