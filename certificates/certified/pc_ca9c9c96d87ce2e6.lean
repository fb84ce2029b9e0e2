import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ca9c9c96d87ce2e605bbb604e68e99e7dfeec14170d765bf88de03a291c169ab
theorem pc_ca9c9c96d87ce2e6 : (∀ (a b c d : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → d < c → c < b → b < a → a * c + b * d = (b + d + a - c) * (b + d + c - a) → ¬ Nat.Prime (a * b + c * d)) ↔ (∀ (count size amount total : Nat), 0 < count ∧ 0 < size ∧ 0 < amount ∧ 0 < total → total < amount → amount < size → size < count → count * amount + size * total = (size + total + count - amount) * (size + total + amount - count) → ¬ Nat.Prime (count * size + amount * total)) :=
  by paracert_iff_rfl
