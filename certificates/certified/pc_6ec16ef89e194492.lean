import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 6ec16ef89e194492517266852cc1365d3361daac57f2f7315855447388000786
theorem pc_6ec16ef89e194492 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ n → k ∣ m → k ∣ m + n) :=
  by paracert_structural
