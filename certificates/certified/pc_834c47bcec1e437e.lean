import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 834c47bcec1e437e7bea6f39c01a8431010db195948a59e1e02cd7fe9a2cf4fb
theorem pc_834c47bcec1e437e_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 * n % pcLit1 = 2 → n % pcLit1 = pcLit2) ↔ (∀ (n : Nat), ¬ (n % pcLit1 = pcLit2) → ¬ (pcLit0 * n % pcLit1 = 2)) :=
  by paracert_logic
theorem pc_834c47bcec1e437e : (∀ (n : Nat), 3 * n % 11 = 2 → n % 11 = 8) ↔ (∀ (n : Nat), ¬ (n % 11 = 8) → ¬ (3 * n % 11 = 2)) :=
  by with_reducible exact pc_834c47bcec1e437e_schema (3) (11) (8)
