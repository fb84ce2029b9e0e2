import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 699a7fcb5a62e04b08d1e8cb77f47774daf844d24185ea2f08b05e0578855c1e
theorem pc_699a7fcb5a62e04b_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ (integer_value : Int), integer_value * -pcLit0 = -integer_value) :=
  by paracert_iff_rfl
theorem pc_699a7fcb5a62e04b : (∀ a : Int, a * (-1) = -a) ↔ (∀ (integer_value : Int), integer_value * -1 = -integer_value) :=
  by with_reducible exact pc_699a7fcb5a62e04b_schema (1)
