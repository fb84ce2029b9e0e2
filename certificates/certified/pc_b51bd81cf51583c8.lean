import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b51bd81cf51583c8dee1ccff5ce706b2bf90a19c413151cb21050ab52922cbd8
theorem pc_b51bd81cf51583c8 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (a b : α), abs a * abs b = abs (a * b)) :=
  by paracert_rules
