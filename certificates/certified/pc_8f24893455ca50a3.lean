import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 8f24893455ca50a3dc3fc5ed0d3806b0107e409928a536b7d7346e648ba7a048
theorem pc_8f24893455ca50a3_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (x : Int), x = pcLit0 → (pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) ↔ (∀ (x : Int), ¬ ((pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) → ¬ (x = pcLit0)) :=
  by paracert_logic
theorem pc_8f24893455ca50a3 : (∀ (x : Int), x = 4 → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) ↔ (∀ (x : Int), ¬ ((3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) → ¬ (x = 4)) :=
  by with_reducible exact pc_8f24893455ca50a3_schema (4) (3) (11)
