import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0e479132dbab784fb090ebae4e3306f975568779143e0d01ebad05d4dd06fca9
theorem pc_0e479132dbab784f {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (ll : α) {Il : α}, Il ≠ 0 → ll * Il / Il = ll) :=
  by paracert_iff_rfl
