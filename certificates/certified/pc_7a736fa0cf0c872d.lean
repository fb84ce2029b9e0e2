import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7a736fa0cf0c872db4e5266ba9f04924c41144604f8e03c5313d4f2515c26210
theorem pc_7a736fa0cf0c872d : (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α), abs 0 = 0) ↔ (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (f : α → α), f 0 = 0) :=
  by paracert_iff_rfl
