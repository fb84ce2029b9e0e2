import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: variation · pair: 7168bbbd9dc132fbc6fde7ed346223437c5d81522078779ebb941a8532a49702
theorem pc_7168bbbd9dc132fb : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ n : Int, Even n ↔ ¬ Odd n) :=
  by paracert_iff_rfl
