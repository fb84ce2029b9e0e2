import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: baa34b0439ced8d41fccc24088c267823741abc538fcf5ae1980f050405223c1
theorem pc_baa34b0439ced8d4 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {zero : R}, 0 ≤ zero → sqrt (zero ^ 2) = zero) :=
  by paracert_iff_rfl
