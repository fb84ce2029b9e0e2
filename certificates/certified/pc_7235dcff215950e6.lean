import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 7235dcff215950e69967a86dee734fd28417ccc9c50c2870b05500de34a64a52
theorem pc_7235dcff215950e6 : (∀ (n : Nat), 7 ∣ 2 ^ n - 1 → 3 ∣ n) ↔ (∀ (n : Nat), (∃ (k : Nat), 7 * k = 2 ^ n - 1) → 3 ∣ n) :=
  by paracert_unpack
