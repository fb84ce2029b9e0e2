import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "notation" · pair: b5e9df157c7f5b074686ff921cc38e049954199110be4bf3fc69c617f4050da7
-- counterexample: "Nat.Prime 0 is false (no variables) (refutes B)"
theorem pc_b5e9df157c7f5b07 : ¬ (Nat.Prime 0) :=
  by decide
