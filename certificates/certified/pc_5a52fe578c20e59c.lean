import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5a52fe578c20e59ced1ed0e3e5e150d290d417a6daaca5a094151925985a3a94
theorem pc_5a52fe578c20e59c {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {c b a : G}, a * b = a * c ↔ b = c) :=
  by paracert_structural
