import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: d397208993a7bba217af523c5fc2787e7e645047bdb14f4909aae66b95ec46c0
theorem pc_d397208993a7bba2 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (b a : G), a * b = b * a) :=
  by paracert_structural
