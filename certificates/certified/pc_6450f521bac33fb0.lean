import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 6450f521bac33fb02bd0805224d404b93314ef305a6c76d244a5c18b6acc4f06
theorem pc_6450f521bac33fb0 : (∀ a : Int, -(-a) = a) ↔ (∀ (a : Int), a = -(-a)) :=
  by paracert_rules
