import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 00146a0a4bc9b37ad2de7441bf28de7db6bf53c215168dabd5f9db2fe139cc93
theorem pc_00146a0a4bc9b37a {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, b ≠ 0 → a = a * b / b) :=
  by paracert_rules
