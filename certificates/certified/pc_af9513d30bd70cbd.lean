import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: af9513d30bd70cbda6e0c544f373a6870a528bca79bee3b545a7a63d98b07f99
theorem pc_af9513d30bd70cbd {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) ↔ (∀ (base_value integer_value offset : R), 0 < base_value ∧ 0 < integer_value ∧ 0 < offset → offset < base_value + integer_value → integer_value < base_value + offset → base_value < integer_value + offset → 0 ≤ base_value ^ 2 * integer_value * (base_value - integer_value) + integer_value ^ 2 * offset * (integer_value - offset) + offset ^ 2 * base_value * (offset - base_value)) :=
  by paracert_iff_rfl
