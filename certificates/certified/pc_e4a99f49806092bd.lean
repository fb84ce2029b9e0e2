import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e4a99f49806092bd15d617b3daf6300427b2ba4a1cc7667796a08ea2e62c513e
theorem pc_e4a99f49806092bd : (∀ (n : Nat), 0 < n → ∃ (m : Nat), m > n ∧ ∃ (p : Nat), m * p ≤ m + p) ↔ (∀ (count : Nat), 0 < count → ∃ (size : Nat), size > count ∧ ∃ (amount : Nat), size * amount ≤ size + amount) :=
  by paracert_iff_rfl
