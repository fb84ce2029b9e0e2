import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b53aa3b0d2d5330ba666614dec18ab06bd2a3b74e402cf8f58320eb76650bc67
theorem pc_b53aa3b0d2d5330b_schema {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) (pcLit0 : _) : (card (∅ : F) = pcLit0) ↔ (card (∅ : F) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_b53aa3b0d2d5330b {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) : (card (∅ : F) = 0) ↔ (card (∅ : F) = 0) :=
  by with_reducible exact pc_b53aa3b0d2d5330b_schema card (0)
