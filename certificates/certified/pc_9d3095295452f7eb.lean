import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9d3095295452f7eb7fc7a6a7333c060bf54d8bdac43ed4fe37de2131b5da47a3
theorem pc_9d3095295452f7eb_schema (pcLit0 : Int) (pcLit1 : Int) : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = pcLit0 → x = pcLit1) ↔ (∀ (x y : Int), y < x → 0 < y → x + y + x * y = pcLit0 → x = pcLit1) :=
  by paracert_structural
theorem pc_9d3095295452f7eb : (∀ (x y : Int), 0 < y → y < x → x + y + x * y = 80 → x = 26) ↔ (∀ (x y : Int), y < x → 0 < y → x + y + x * y = 80 → x = 26) :=
  by with_reducible exact pc_9d3095295452f7eb_schema (80) (26)
