import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 299e0553c7421f94cae2dd5c6748643ec6fe5087e21514cf379493ed5934b137
theorem pc_299e0553c7421f94 : (∀ (x y : Nat), x % 3 = 2 → y % 5 = 4 → x % 10 = y % 10 → 14 ≤ x) ↔ (∀ (x y : Nat), y % 5 = 4 → x % 3 = 2 → x % 10 = y % 10 → 14 ≤ x) :=
  by paracert_structural
