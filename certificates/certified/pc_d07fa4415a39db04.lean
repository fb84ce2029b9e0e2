import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d07fa4415a39db040ffb29009a4dc09de285028a07e4803e9dec7463cc859814
theorem pc_d07fa4415a39db04 : (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α), ∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (f : α → α), ∀ (a b : α), f (a + b) ≤ f a + f b) :=
  by paracert_iff_rfl
