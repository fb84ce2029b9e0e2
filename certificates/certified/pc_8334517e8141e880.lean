import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8334517e8141e880ffa39261a4024686757cd452abe6edb19beb356c270c8202
theorem pc_8334517e8141e880_schema (pcLit0 : _) : (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat), ∀ (a : α), card ({a} : F) = pcLit0) ↔ (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (f : F → Nat), ∀ (a : α), f ({a} : F) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_8334517e8141e880 : (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat), ∀ (a : α), card ({a} : F) = 1) ↔ (∀ {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (f : F → Nat), ∀ (a : α), f ({a} : F) = 1) :=
  by with_reducible exact pc_8334517e8141e880_schema (1)
