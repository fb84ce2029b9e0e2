import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c3d30f76c97e268281bb7290a33c99b70a91de09c1e022389ab535818c1a96c7
theorem pc_c3d30f76c97e2682 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (ndmtqd2 : R), 0 ≤ sqrt ndmtqd2) :=
  by paracert_iff_rfl
