import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: b60c7958a19f8810edcfe5cb2762be1d975b332afe9098ebabb16df29303e291
theorem pc_b60c7958a19f8810 : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), r = 1342 % 13 → 0 < n → (∃ (c : Nat), n = 1342 * c) → n % 13 < r → 6710 ≤ n) :=
  by paracert_iff_rfl
