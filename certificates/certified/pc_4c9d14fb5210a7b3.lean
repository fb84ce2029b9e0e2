import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4c9d14fb5210a7b3c4dc3dd3f0089fd839b5cc74182db2beace1d3c54edd8266
theorem pc_4c9d14fb5210a7b3 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (zero : R), abs (abs zero) = abs zero) :=
  by paracert_iff_rfl
