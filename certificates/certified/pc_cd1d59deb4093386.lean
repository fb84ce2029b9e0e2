import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: cd1d59deb4093386e6fa2649e35b80d7b1d7baabd8af97a4fca55a53ae7fb30b
theorem pc_cd1d59deb4093386 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (a b c d : Nat), (0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d) ∧ d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) :=
  by paracert_logic
