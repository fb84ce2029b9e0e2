import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 20a43ceed4574f99b82ec4ef3b5280332a62e39550a9acf4158f4f43b32b36e1
theorem pc_20a43ceed4574f99 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {b a c : G}, a * b = a * c ↔ b = c) :=
  by paracert_structural
