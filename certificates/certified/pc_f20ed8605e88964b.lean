import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f20ed8605e88964b01e1a2e535cb7157b7d7ea6cb5c624809234ffe5fafae6af
theorem pc_f20ed8605e88964b_schema {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) (pcLit0 : _) : (∀ (a : α), card ({a} : F) = pcLit0) ↔ (∀ (a : α), card ({a} : F) = pcLit0) :=
  by paracert_iff_rfl
theorem pc_f20ed8605e88964b {α : Type} {F : Type} [EmptyCollection F] [Singleton α F] (card : F → Nat) : (∀ (a : α), card ({a} : F) = 1) ↔ (∀ (a : α), card ({a} : F) = 1) :=
  by with_reducible exact pc_f20ed8605e88964b_schema card (1)
