import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: cf94cceec8e03cb3d6fb1601dc21c24fc048460d5c9e65f6f7e2cf2086d2e03e
theorem pc_cf94cceec8e03cb3 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (integer_value offset : G), integer_value * offset = offset * integer_value) :=
  by paracert_iff_rfl
