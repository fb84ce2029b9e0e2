import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b7d89893c891f6d2638fb54dad55626a18065bd09f8ac9a0937b44b91b339548
theorem pc_b7d89893c891f6d2 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (zero : G), Inv.inv zero * zero = 1) :=
  by paracert_iff_rfl
