import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 85687b163bbe3e48889dee37e758fbc3d9f153eec2388e87b960ea6a49de35cd
theorem pc_85687b163bbe3e48 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
