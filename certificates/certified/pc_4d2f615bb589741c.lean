import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 4d2f615bb589741c03b8f8f44f60b8c8e9ead7857e56e01e313793177ee068db
theorem pc_4d2f615bb589741c : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_iff_rfl
