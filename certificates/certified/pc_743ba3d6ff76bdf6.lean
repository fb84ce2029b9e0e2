import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 743ba3d6ff76bdf614a90a8c15c078e7099c90a5a6db9425c4a6b1fe9224d7ec
theorem pc_743ba3d6ff76bdf6 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (¬ ¬ (∀ (a : R), abs (abs a) = abs a)) :=
  by paracert_rules
