import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a7633ec526107215485f50d8b5a7e6ccc06358c094efef9adf2f410ba34d95fa
theorem pc_a7633ec526107215 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (a : M), ¬ ¬ (a * 1 = a)) :=
  by paracert_rules
