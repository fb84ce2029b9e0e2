import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: f35d6e79532f2b94c659c14e11ae0f4e7b2f20ee983acf98757d6309147b7a09
theorem pc_f35d6e79532f2b94 : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ (n : Int), Even n ↔ ¬ (∃ (m : Int), n = 2 * m + 1)) :=
  by paracert_iff_rfl
