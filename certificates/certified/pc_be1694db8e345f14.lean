import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: be1694db8e345f147eaaceda38d0bf51478e9e69531337968307ebee111e9bf9
theorem pc_be1694db8e345f14 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → (∃ (c : Nat), 20 * 100 + 10 * n + 7 = 11 * c) → n = 5) :=
  by paracert_iff_rfl
