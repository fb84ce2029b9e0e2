import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ba9c3ae77342fdf4c1f7e130a7bbaa0a5906c916f1a8a7f512103dce0fc37395
theorem pc_ba9c3ae77342fdf4 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (zero one negative : G), zero + one + negative = zero + (one + negative)) :=
  by paracert_iff_rfl
