import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "passive" · pair: 096d7beb1bb4da00b9fc98a368d1d3e2284844db4010520bc638454c8236b85b
-- counterexample: "Nat.Prime 0 is false (no variables) (refutes B)"
theorem pc_096d7beb1bb4da00 : ¬ (Nat.Prime 0) :=
  by decide
