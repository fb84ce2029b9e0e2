import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: aa7450dae444b7771edf18d63109b91c8a396ff348b98317260958eef7e20adc
theorem pc_aa7450dae444b777 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) ↔ (∀ (a b c : R), 9 * b = 20 * c → 0 < a ∧ 0 < b ∧ 0 < c → 7 * a = 4 * b → 63 * a = 80 * c) :=
  by paracert_structural
