import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5757e66e793f0557b971190dd08825b0b23dcbcc082b36bc1db6092f8ecacaca
theorem pc_5757e66e793f0557 {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (n x : R), ¬ ¬ (n + x = 97) → n + 5 * x = 265 → n + 2 * x = 139) :=
  by paracert_rules
