import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "variation" · pair: c5b41beed66f26017e2d0a5aa18470428ba424adbb6c4f4cd99a48afad8b648b
theorem pc_c5b41beed66f2601 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
