import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: cdfbf40f0627ccfd4b6e7d4f657cbfe56bfc9488dcea1dab0bd74fea170e8a55
theorem pc_cdfbf40f0627ccfd {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (a : α), ¬ ¬ (abs (-a) = abs a)) :=
  by paracert_rules
