import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 4652be133a126f43afe7f195453a147f9f8f066fa737f233ac71d5a8ffb39a9a
theorem pc_4652be133a126f43 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
