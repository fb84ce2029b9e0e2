import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: a2a4807c7db880309ef0df8693a395df553fb36cd6608c6a465a2a25d3276bc3
theorem pc_a2a4807c7db88030 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (b a c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) :=
  by paracert_structural
