import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d80e2ef51e2681362f4a95fbe707449db858f644c93769eefc769ab6b5f2538d
theorem pc_d80e2ef51e268136 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (zero one : G), Inv.inv (zero * one) = Inv.inv one * Inv.inv zero) :=
  by paracert_iff_rfl
