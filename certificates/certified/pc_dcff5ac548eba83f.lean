import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: dcff5ac548eba83f21f6b4dc19c242acca8e3294123d6caeacd5110ab2c1c253
theorem pc_dcff5ac548eba83f : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ (n : Int), (∃ (r : Int), n = r + r) ↔ ¬ Odd n) :=
  by paracert_iff_rfl
