import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: e253131c3fb65cb954b0f6ae37e691256bd7716eb2eee911a40adb4f41289e4d
theorem pc_e253131c3fb65cb9 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 3 - x → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) ↔ (∀ (x : R), 0 ≤ x + 1 → 0 ≤ 3 - x → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) :=
  by paracert_structural
