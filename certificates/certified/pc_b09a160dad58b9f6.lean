import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b09a160dad58b9f613177f2d7519c27a1bd5b48d925916ccd2cbf70a776a1a79
theorem pc_b09a160dad58b9f6 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (a b c : G), a + b + c = a + (b + c)) :=
  by paracert_iff_rfl
