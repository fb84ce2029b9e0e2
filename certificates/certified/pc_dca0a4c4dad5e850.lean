import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: dca0a4c4dad5e8505518c39edc24608f97673d0c4869294c1786462d2719d4e4
theorem pc_dca0a4c4dad5e850 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → ¬ ¬ Nat.Prime (a * b + c * d) → ¬ (a * c + b * d = (b + d + a - c) * (b + d + c - a))) :=
  by paracert_logic
