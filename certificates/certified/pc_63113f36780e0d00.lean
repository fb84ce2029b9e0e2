import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 63113f36780e0d0005e2a867509203b2e4dc81a61506a8aabf13daa7732bb0c2
theorem pc_63113f36780e0d00_schema {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) (pcLit0 : _) : (∀ (a : α), card ({a} : F) = pcLit0) ↔ (¬ ¬ (∀ (a : α), card ({a} : F) = pcLit0)) :=
  by paracert_rules
theorem pc_63113f36780e0d00 {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) : (∀ (a : α), card ({a} : F) = 1) ↔ (¬ ¬ (∀ (a : α), card ({a} : F) = 1)) :=
  by with_reducible exact pc_63113f36780e0d00_schema card (1)
