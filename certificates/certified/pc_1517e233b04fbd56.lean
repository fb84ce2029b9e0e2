import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 1517e233b04fbd5678a57466fc18831f3d579aa4ad4808e4acef7b01e9bb95ef
theorem pc_1517e233b04fbd56_schema {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) (pcLit0 : _) : (card (∅ : F) = pcLit0) ↔ (¬ ¬ (card (∅ : F) = pcLit0)) :=
  by paracert_rules
theorem pc_1517e233b04fbd56 {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) : (card (∅ : F) = 0) ↔ (¬ ¬ (card (∅ : F) = 0)) :=
  by with_reducible exact pc_1517e233b04fbd56_schema card (0)
