import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c706eeee041f0b4659fc698989600b7e84a9dc0b38a079e0256fdc61853f68f6
theorem pc_c706eeee041f0b46 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (integer_value : R), 0 ≤ sqrt integer_value) :=
  by paracert_iff_rfl
