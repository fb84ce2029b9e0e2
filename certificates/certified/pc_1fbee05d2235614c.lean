import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1fbee05d2235614c35c229971918087c033f336adbb19c60130bcf8362afac36
theorem pc_1fbee05d2235614c {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), abs (a + b) / (1 + abs (a + b)) ≤ abs a / (1 + abs a) + abs b / (1 + abs b)) ↔ (∀ (a b : R), abs a / (1 + abs a) + abs b / (1 + abs b) ≥ abs (a + b) / (1 + abs (a + b))) :=
  by paracert_iff_rfl
