import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 16854d149d175c160401fc31ff5f4785fa0b6851f3fbed523b01561717c922c0
theorem pc_16854d149d175c16 : (∀ x y : Int, ¬ (x ≤ y) → x ≠ y) ↔ (∀ x y : Int, y < x → x ≠ y) :=
  by paracert_rules
