import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: fa4a487baf024199e64ebb338782c02b9aeed1acf08a81235f5eae49c4ebb5aa
theorem pc_fa4a487baf024199 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
