import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: 27ef57add81dfe6786dc868aebe502878013ebef35d19ce56a15440a1802f28b
theorem pc_27ef57add81dfe67 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ (2 ≤ a * b + c * d ∧ ∀ (m : Nat), m < a * b + c * d → m ∣ a * b + c * d → m = 1)) :=
  by paracert_iff_rfl
