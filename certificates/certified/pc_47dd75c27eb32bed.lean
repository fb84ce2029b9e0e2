import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 47dd75c27eb32bed06bca2677c63090fad651a28c7100b61a4dde6137bc6336f
theorem pc_47dd75c27eb32bed {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) = 144 / 53 → x = 3 / 4) ↔ (∀ (integer_value : R), 2 + 1 / (1 + 1 / (2 + 2 / (3 + integer_value))) = 144 / 53 → integer_value = 3 / 4) :=
  by paracert_iff_rfl
