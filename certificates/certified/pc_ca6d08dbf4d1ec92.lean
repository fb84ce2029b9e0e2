import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ca6d08dbf4d1ec92e55460ca0faa5d988c80c54bf6740c9dceac9bf4925cce32
theorem pc_ca6d08dbf4d1ec92 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {xwokxj8 : α}, xwokxj8 ≠ 0 → xwokxj8 / xwokxj8 = 1) :=
  by paracert_iff_rfl
