import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 76b033230a43bd66830db5831719d2932cd43398206051d78861535179f38cf4
theorem pc_76b033230a43bd66 : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = 3) ↔ (∀ (n : Nat), 2 ≤ n → (∃ (k : Nat), n ^ 2 * k = 2 ^ n + 1) → n = 3) :=
  by paracert_unpack
