import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5d228c0ef2b24a791481d73d07c42811d6661c9c0c864a9291b71eb9a21e4f67
theorem pc_5d228c0ef2b24a79_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) ↔ (∀ (b a x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) :=
  by paracert_structural
theorem pc_5d228c0ef2b24a79 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) ↔ (∀ (b a x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) :=
  by with_reducible exact pc_5d228c0ef2b24a79_schema (3) (4) (5)
