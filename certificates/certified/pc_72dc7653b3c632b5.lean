import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 72dc7653b3c632b5f2bd5a27fb8eae112db37bad306af04da15fe1e9ee7e88c9
theorem pc_72dc7653b3c632b5 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, -(-a) = a) :=
  by paracert_iff_rfl
