import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: aef0c84cb439807766b3351b951e615732e1642fe0ade3f730a8c0ea1d75d269
theorem pc_aef0c84cb4398077 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {a c b : G}, a * b = a * c ↔ b = c) :=
  by paracert_structural
