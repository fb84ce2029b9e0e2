import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 18e73f52907c41a5e27860a6ffdd912c3e3fc1313876aca4d1bc34cfe9e4d73b
theorem pc_18e73f52907c41a5 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (zero : α) {one : α}, one ≠ 0 → zero * one / one = zero) :=
  by paracert_iff_rfl
