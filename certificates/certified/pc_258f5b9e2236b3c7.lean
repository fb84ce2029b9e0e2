import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 258f5b9e2236b3c7a0045f0012f6247ce18357a9af672d57a42b40e44b2e38a7
theorem pc_258f5b9e2236b3c7 : (∀ {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α), ∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ {α : Type} [Paracert.LinearOrderedRing α] (f : α → α), ∀ (a b : α), f (a * b) = f a * f b) :=
  by paracert_iff_rfl
