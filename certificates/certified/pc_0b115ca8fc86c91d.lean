import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 0b115ca8fc86c91d8436e834a1942b42f0b1b36bd85ed5773e010f084a193780
theorem pc_0b115ca8fc86c91d : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), n ≤ 9 → (∃ (k : Nat), 18 * k = 374 * 10 + n) → n = 4) :=
  by paracert_unpack
