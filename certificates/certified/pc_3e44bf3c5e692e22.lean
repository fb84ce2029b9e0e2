import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3e44bf3c5e692e22add84db8e9fffdca450534860cf244cffda51bdedac8e6e6
theorem pc_3e44bf3c5e692e22_schema (pcLit0 : _) : (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat), card (∅ : F) = pcLit0) ↔ (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (f : F → Nat), f (∅ : F) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_3e44bf3c5e692e22 : (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat), card (∅ : F) = 0) ↔ (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (f : F → Nat), f (∅ : F) = 0) :=
  by with_reducible exact pc_3e44bf3c5e692e22_schema (0)
