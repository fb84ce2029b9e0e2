import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: hypothesis_dropped · pair: 943d9008cebeb0789fad0b3214b553d75d5857af948d389f3ba4ef18b9b7a7c9
theorem pc_943d9008cebeb078 : ¬ (∀ a b : Nat, a - b + b = a) :=
  by intro h; exact absurd (h 0 1) (by decide)
