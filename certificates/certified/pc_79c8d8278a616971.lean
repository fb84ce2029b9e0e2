import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 79c8d8278a61697124a3eea9b02d21a199490c252de5b52420ab6654d8d36d12
theorem pc_79c8d8278a616971_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), i * m * o = pcLit0 → i ≠ m ∧ m ≠ o ∧ o ≠ i → i + m + o ≤ pcLit1) :=
  by paracert_structural
theorem pc_79c8d8278a616971 : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), i * m * o = 2001 → i ≠ m ∧ m ≠ o ∧ o ≠ i → i + m + o ≤ 671) :=
  by with_reducible exact pc_79c8d8278a616971_schema (2001) (671)
