import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "variation" · pair: 8e0fd95e26b41365d6af87c1fad9dceda145609f8e5f58abce9e02e83da7d7a8
-- counterexample: "a := 0, b := 0, c := 1 (refutes B)"
theorem pc_8e0fd95e26b41365 : ¬ (∀ a b c : Nat, a < c ↔ a < b ∧ b ≤ c) :=
  by intro h; exact absurd (h 0 0 1) (by decide)
