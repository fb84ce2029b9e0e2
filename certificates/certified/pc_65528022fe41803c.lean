import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 65528022fe41803cd05c328bfc83a597053a047dee3c933fb5dd548c87c44ac9
theorem pc_65528022fe41803c {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {ll Il : α}, ll ≤ Il → Il ≤ ll → ll = Il) :=
  by paracert_iff_rfl
