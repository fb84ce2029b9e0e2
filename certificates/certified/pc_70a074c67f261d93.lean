import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 70a074c67f261d93d345c4c319fcec5bd0bf06c874e7a3f559b9048bc6f545e0
theorem pc_70a074c67f261d93 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ (multiple : Nat), 0 ∣ multiple ↔ multiple = 0) :=
  by paracert_iff_rfl
