import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ba06a7595f0a0b85f27c307047f7e18ce831b8ed1e0395369f2bcdf93531b40a
theorem pc_ba06a7595f0a0b85_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 7 ^ pcLit0 - 14 * 7 + 3) ↔ (∀ (base_value : R), base_value ^ 2 - 14 * base_value + 3 ≥ 7 ^ pcLit0 - 14 * 7 + 3) :=
  by paracert_iff_rfl
theorem pc_ba06a7595f0a0b85 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 7 ^ 2 - 14 * 7 + 3) ↔ (∀ (base_value : R), base_value ^ 2 - 14 * base_value + 3 ≥ 7 ^ 2 - 14 * 7 + 3) :=
  by with_reducible exact pc_ba06a7595f0a0b85_schema (2)
