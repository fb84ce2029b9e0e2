import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: db160dbd8b9c7eef695fb8bdcb979942e249cb5e0372322aa3363df89de211e5
theorem pc_db160dbd8b9c7eef {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), abs (a + b) / (1 + abs (a + b)) ≤ abs a / (1 + abs a) + abs b / (1 + abs b)) ↔ (∀ (b a : R), abs (a + b) / (1 + abs (a + b)) ≤ abs a / (1 + abs a) + abs b / (1 + abs b)) :=
  by paracert_structural
