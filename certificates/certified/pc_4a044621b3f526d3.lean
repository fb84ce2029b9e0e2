import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4a044621b3f526d30169c2da219000b8d4fcfa127ba8d533ac14ab26cdd5f14e
theorem pc_4a044621b3f526d3_schema {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) (pcLit0 : _) : (∀ (a : α), card ({a} : F) = pcLit0) ↔ (∀ (a : α), card ({a} : F) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_4a044621b3f526d3 {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) : (∀ (a : α), card ({a} : F) = 1) ↔ (∀ (a : α), card ({a} : F) = 1) :=
  by with_reducible exact pc_4a044621b3f526d3_schema card (1)
