import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: 90eb6d0241a9214c0e00f42edbd75a7204fbea42247973c597eff90191321ddc
theorem pc_90eb6d0241a9214c : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), n ≤ 9 → (∃ (c : Nat), 374 * 10 + n = 18 * c) → n = 4) :=
  by paracert_iff_rfl
