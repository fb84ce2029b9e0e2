import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "syntactic" · pair: 06b6f47be8af34c7a54745dde8f20c2f7f81c5da9aae388bc488b7d2d3ab39ef
-- counterexample: "Nat.Prime 0 is false (no variables) (refutes B)"
theorem pc_06b6f47be8af34c7 : ¬ (Nat.Prime 0) :=
  by decide
