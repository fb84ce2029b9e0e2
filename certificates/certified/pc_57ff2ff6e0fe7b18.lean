import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 57ff2ff6e0fe7b18ec0aa68f921d435c12c0d872612f368cedc61a7d0834f76a
theorem pc_57ff2ff6e0fe7b18 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {a b c : G}, b * a = c * a ↔ b = c) :=
  by paracert_iff_rfl
