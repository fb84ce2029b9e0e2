import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "hypothesis_dropped" · pair: 943d9008cebeb0789fad0b3214b553d75d5857af948d389f3ba4ef18b9b7a7c9
-- counterexample: "a := 0, b := 1 (refutes B)"
theorem pc_943d9008cebeb078 : ¬ ((∀ a b : Nat, b ≤ a → a - b + b = a) ↔ (∀ a b : Nat, a - b + b = a)) :=
  by intro hiff; have ha : ∀ a b : Nat, b ≤ a → a - b + b = a := (by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))); exact (by intro h; exact absurd (h 0 1) (by decide) : ¬ (∀ a b : Nat, a - b + b = a)) (hiff.mp ha)
