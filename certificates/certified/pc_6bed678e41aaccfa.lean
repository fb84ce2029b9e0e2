import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 6bed678e41aaccfae76987b78cf8bc054e94f99d12d7f71699ca57c8316491ea
theorem pc_6bed678e41aaccfa_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x : Int), x < 0 → pcLit0 * x % pcLit1 = pcLit2 → x ≤ -pcLit3) ↔ (∀ (x : Int), x < 0 → ¬ (x ≤ -pcLit3) → ¬ (pcLit0 * x % pcLit1 = pcLit2)) :=
  by paracert_logic
theorem pc_6bed678e41aaccfa : (∀ (x : Int), x < 0 → 24 * x % 1199 = 15 → x ≤ -449) ↔ (∀ (x : Int), x < 0 → ¬ (x ≤ -449) → ¬ (24 * x % 1199 = 15)) :=
  by with_reducible exact pc_6bed678e41aaccfa_schema (24) (1199) (15) (449)
