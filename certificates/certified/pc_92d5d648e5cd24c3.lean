import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 92d5d648e5cd24c33e0c44c2d534690ad32718a547e31a8d4f4cf0a602887e1d
theorem pc_92d5d648e5cd24c3_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = pcLit0 → x = pcLit1) ↔ (∀ (y x : Int), 0 < y → y < x → x + y + x * y = pcLit0 → x = pcLit1) :=
  by paracert_structural
theorem pc_92d5d648e5cd24c3 : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = 80 → x = 26) ↔ (∀ (y x : Int), 0 < y → y < x → x + y + x * y = 80 → x = 26) :=
  by with_reducible exact pc_92d5d648e5cd24c3_schema (80) (26)
