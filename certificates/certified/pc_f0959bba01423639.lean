import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f0959bba014236390f664a0795a7d9af5ff985f1ce1b050689d81592adab9602
theorem pc_f0959bba01423639_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) ↔ (∀ (n : Nat), ¬ ¬ (0 < n) → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) :=
  by paracert_rules
theorem pc_f0959bba01423639 : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (n : Nat), ¬ ¬ (0 < n) → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) :=
  by with_reducible exact pc_f0959bba01423639_schema (21) (4) (14) (3)
