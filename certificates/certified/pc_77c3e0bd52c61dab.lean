import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 77c3e0bd52c61dabab094e741d5cede59dc0134ffe841bedf3d7c45dc33a165a
theorem pc_77c3e0bd52c61dab {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (a b : G), ¬ ¬ (a * b = b * a)) :=
  by paracert_rules
