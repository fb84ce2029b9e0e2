import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 68739d0c31a5834d00a531f14d09f77de70d30738c1978d8204705b64a0aea95
theorem pc_68739d0c31a5834d_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = pcLit0 → a = pcLit1 * b → a - b = pcLit2) ↔ (∀ (b a : Nat), 0 < a ∧ 0 < b → a + b = pcLit0 → a = pcLit1 * b → a - b = pcLit2) :=
  by paracert_structural
theorem pc_68739d0c31a5834d : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = 20 → a = 3 * b → a - b = 10) ↔ (∀ (b a : Nat), 0 < a ∧ 0 < b → a + b = 20 → a = 3 * b → a - b = 10) :=
  by with_reducible exact pc_68739d0c31a5834d_schema (20) (3) (10)
