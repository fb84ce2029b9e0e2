import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: e30e709cd3ca8260daf0df7abea83920b28d4dc8adaca0c3cc60ebe21a154184
theorem pc_e30e709cd3ca8260_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = pcLit0 → x = pcLit1) ↔ (∀ (x y : Int), y > 0 → y < x → x + y + x * y = pcLit0 → x = pcLit1) :=
  by paracert_iff_rfl
theorem pc_e30e709cd3ca8260 : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = 80 → x = 26) ↔ (∀ (x y : Int), y > 0 → y < x → x + y + x * y = 80 → x = 26) :=
  by with_reducible exact pc_e30e709cd3ca8260_schema (80) (26)
