import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c8dfa5ef20625ddd251d18a7a53dea48a3493fb264002e711355d11785229a93
theorem pc_c8dfa5ef20625ddd {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {zero one negative : G}, zero * one = zero * negative → one = negative) :=
  by paracert_iff_rfl
