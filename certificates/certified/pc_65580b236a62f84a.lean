import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 65580b236a62f84a4756e0a9a9db4f2d84d0878d4c7f4840e43fe52114512408
theorem pc_65580b236a62f84a {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (zero : α), abs (-zero) = abs zero) :=
  by paracert_iff_rfl
