import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: comparison_order · pair: 3270f5dc97db743cacc8999a443322b3e6b9282b23a74658158a4c9e74053263
theorem pc_3270f5dc97db743c : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → n ≥ 6710) :=
  by paracert_iff_rfl
