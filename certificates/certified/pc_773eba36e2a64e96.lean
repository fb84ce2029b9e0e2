import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 773eba36e2a64e967fda0acbc330c361ff77afe9eac2f678f10d45cfcbd2996a
theorem pc_773eba36e2a64e96 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (abs 0 = 0) ↔ (¬ ¬ (abs 0 = 0)) :=
  by paracert_rules
