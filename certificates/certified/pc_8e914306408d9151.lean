import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8e914306408d9151fbed54d9436dcd1b18c1159f989ca0b8106b7f0b855e8125
theorem pc_8e914306408d9151 : (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α), ∀ (a : α), abs (-a) = abs a) ↔ (∀ {α : Type} [Paracert.LinearOrderedAddCommGroup α] (f : α → α), ∀ (a : α), f (-a) = f a) :=
  by paracert_iff_rfl
