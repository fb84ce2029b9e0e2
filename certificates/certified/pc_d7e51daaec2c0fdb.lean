import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d7e51daaec2c0fdb529ce7f6d7c7a416574833d93c3931addbd4d43b088a74cf
theorem pc_d7e51daaec2c0fdb {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {wlebgu8 xtgcln1 : α}, 0 < wlebgu8 → 0 < xtgcln1 → 0 < wlebgu8 * xtgcln1) :=
  by paracert_iff_rfl
