import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: 6bed678e41aaccfae76987b78cf8bc054e94f99d12d7f71699ca57c8316491ea
theorem pc_6bed678e41aaccfa : (∀ (x : Int), x < 0 → 24 * x % 1199 = 15 → x ≤ -449) ↔ (∀ (x : Int), x < 0 → ¬ (x ≤ -449) → ¬ (24 * x % 1199 = 15)) :=
  by paracert_logic
