import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 734efbd98b0b4da5403c8fbc5960bd97ce8dae87e2d6b3e8b3f8704a6007e549
theorem pc_734efbd98b0b4da5 {R : Type} [Paracert.LinearOrderedField R] : (∀ (n : R), n ≠ 3 → (n + 5) / (n - 3) = 2 → n = 11) ↔ (∀ (n : R), ¬ (n = 3) → (n + 5) / (n - 3) = 2 → n = 11) :=
  by paracert_iff_rfl
