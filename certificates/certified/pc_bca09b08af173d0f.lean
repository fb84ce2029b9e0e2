import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: bca09b08af173d0f75e26abcf03bbed3e1e4f8e8b3c2f87d45a5cd61ba7a76c4
theorem pc_bca09b08af173d0f {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a b c : G}, a * b = a * c → b = c) :=
  by paracert_iff_rfl
