import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 07373cd5e3fdebd63bda9356ce38f933a3879c38105da859687d319a8f3ee37d
theorem pc_07373cd5e3fdebd6 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (a : G), ¬ ¬ (-a + a = 0)) :=
  by paracert_rules
