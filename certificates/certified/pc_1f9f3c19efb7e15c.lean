import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 1f9f3c19efb7e15c470de9eecb6a54ec35c9c1aeb97fae91cb2631b6eecc6dcf
theorem pc_1f9f3c19efb7e15c {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (a : R), abs a = abs (abs a)) :=
  by paracert_rules
