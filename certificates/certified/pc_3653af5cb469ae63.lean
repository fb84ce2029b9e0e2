import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3653af5cb469ae63f9808a407cf1b56e6277d07a2af90d6c11a6d2c113d577c5
theorem pc_3653af5cb469ae63 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {jidnqz2 : R}, 0 ≤ jidnqz2 → sqrt jidnqz2 * sqrt jidnqz2 = jidnqz2) :=
  by paracert_iff_rfl
