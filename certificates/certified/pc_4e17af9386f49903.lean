import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4e17af9386f49903a9782cbba261a4e6705b6e5fd2b5b2a653109af04876d279
theorem pc_4e17af9386f49903 : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ (integer_value : Int), Even integer_value ↔ ¬ Odd integer_value) :=
  by paracert_iff_rfl
