import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d043782f1ac9d60c255f76cb95bb19acb7c3fff35b0ec1e7f10e47475f8e7f66
theorem pc_d043782f1ac9d60c_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (count size amount : Nat), count ≠ size ∧ size ≠ amount ∧ amount ≠ count → count * size * amount = pcLit0 → count + size + amount ≤ pcLit1) :=
  by paracert_iff_rfl
theorem pc_d043782f1ac9d60c : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (count size amount : Nat), count ≠ size ∧ size ≠ amount ∧ amount ≠ count → count * size * amount = 2001 → count + size + amount ≤ 671) :=
  by with_reducible exact pc_d043782f1ac9d60c_schema (2001) (671)
