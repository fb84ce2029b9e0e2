import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 4cd5f6435635ff6659ee519c136f2b3cfc42c484ac888b651055c75ad9d15663
theorem pc_4cd5f6435635ff66 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d : R), b = a ^ 2 + 4 * a + 6 → b = 1 / 2 * a ^ 2 + a + 6 → d = c ^ 2 + 4 * c + 6 → d = 1 / 2 * c ^ 2 + c + 6 → a < c → c - a = 6) ↔ (∀ (a b c d : R), b = a ^ 2 + 4 * a + 6 → b = 1 / 2 * a ^ 2 + a + 6 → d = c ^ 2 + 4 * c + 6 → d = 1 / 2 * c ^ 2 + c + 6 → c > a → c - a = 6) :=
  by paracert_iff_rfl
