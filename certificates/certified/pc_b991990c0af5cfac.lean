import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b991990c0af5cfacb8fb8830bf4a713c8d459f07d597c1898061ccd6e4d6340b
theorem pc_b991990c0af5cfac {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {zero one negative : G}, zero * one = zero * negative ↔ one = negative) :=
  by paracert_iff_rfl
