import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "variation" · pair: b700817e510a81edfa454a7d3ad71a8246eead42d1b60f0f4a2fa834c88f63a0
-- counterexample: "k := 2, m := 1, n := 1 (refutes B)"
theorem pc_b700817e510a81ed : ¬ (∀ k m n : Nat, k ∣ m + n ↔ k ∣ m ∧ k ∣ n) :=
  by intro h; exact absurd (h 2 1 1) (by decide)
