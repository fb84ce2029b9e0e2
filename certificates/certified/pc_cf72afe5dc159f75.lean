import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: cf72afe5dc159f75c4cbb05aba5a6ba23b0ed3b9d5b7188e6deaa78046aee7c8
theorem pc_cf72afe5dc159f75 {R : Type} [Paracert.LinearOrderedField R] : (∀ (y : R), y + 6 + y = 2 * 12 → y = 9) ↔ (∀ (y : R), 2 * 12 = y + 6 + y → y = 9) :=
  by paracert_rules
