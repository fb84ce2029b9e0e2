import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: da510054c6165a31013dcaf7701397e4c63322c61a28dcec04b17a146826dccd
theorem pc_da510054c6165a31 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (count : Nat), count ≤ 9 → 11 ∣ 20 * 100 + 10 * count + 7 → count = 5) :=
  by paracert_iff_rfl
