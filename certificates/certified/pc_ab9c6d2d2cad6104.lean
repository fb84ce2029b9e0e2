import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ab9c6d2d2cad61044e70d43f96b6bb9cd482291350b12e1f857e315f36989250
theorem pc_ab9c6d2d2cad6104_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (x : Int), x = pcLit0 → (pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) ↔ (∀ (integer_value : Int), integer_value = pcLit0 → (pcLit1 * integer_value - 2) * (pcLit0 * integer_value + 1) - (pcLit1 * integer_value - 2) * (pcLit0 * integer_value) + 1 = pcLit2) :=
  by paracert_iff_rfl
theorem pc_ab9c6d2d2cad6104 : (∀ (x : Int), x = 4 → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) ↔ (∀ (integer_value : Int), integer_value = 4 → (3 * integer_value - 2) * (4 * integer_value + 1) - (3 * integer_value - 2) * (4 * integer_value) + 1 = 11) :=
  by with_reducible exact pc_ab9c6d2d2cad6104_schema (4) (3) (11)
