import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: 79cbdac98e2147e4135f86e30db54f4a951b319727eb1fd71afd6e7058e043f2
theorem pc_79cbdac98e2147e4 : (∀ (n : Nat), 0 < n → Nat.gcd (21 * n + 4) (14 * n + 3) = 1) ↔ (∀ (count : Nat), 0 < count → Nat.gcd (21 * count + 4) (14 * count + 3) = 1) :=
  by paracert_iff_rfl
