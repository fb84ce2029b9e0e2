import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 79cbdac98e2147e4135f86e30db54f4a951b319727eb1fd71afd6e7058e043f2
theorem pc_79cbdac98e2147e4_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (n : Nat), 0 < n → Nat.gcd (pcLit0 * n + pcLit1) (pcLit2 * n + pcLit3) = 1) ↔ (∀ (count : Nat), 0 < count → Nat.gcd (pcLit0 * count + pcLit1) (pcLit2 * count + pcLit3) = 1) :=
  by paracert_iff_rfl
theorem pc_79cbdac98e2147e4 : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (count : Nat), 0 < count → Nat.gcd (21 * count + 4) (14 * count + 3) = 1) :=
  by with_reducible exact pc_79cbdac98e2147e4_schema (21) (4) (14) (3)
