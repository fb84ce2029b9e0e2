import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d2fb511e5413bf1a14ab1319f7883e80bd7342c6afc09796d9337c8b8db8e69d
theorem pc_d2fb511e5413bf1a {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {modulus : α}, modulus ≠ 0 → modulus / modulus = 1) :=
  by paracert_iff_rfl
