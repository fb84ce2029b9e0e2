import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e130e5ebbe390c776623bab35c90b98cd3a3b6d8b21cad3f762d462c46856c3a
theorem pc_e130e5ebbe390c77 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {cgzpzr0 : R}, 0 ≤ cgzpzr0 → sqrt (cgzpzr0 ^ 2) = cgzpzr0) :=
  by paracert_iff_rfl
