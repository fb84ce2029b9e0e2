import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: aafb65e14b47ed26a882e01af2f1cbbbad058e67228cdd7ddc0ab15952c161c6
theorem pc_aafb65e14b47ed26 {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (m b : R), m * -1 + b = 7 → m * 7 + b = -1 → m + b = 5) :=
  by paracert_structural
