import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5d4fb4050b75dfc645bacfdb8f4ab8985bb2ccbd00fc82bf27d016bc2f827ebc
theorem pc_5d4fb4050b75dfc6 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (ll : α), abs (-ll) = abs ll) :=
  by paracert_iff_rfl
