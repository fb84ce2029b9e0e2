import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d624b6f800bcf22d3faf765b98277c08aa52d456ac18c461272c53dcf38cb4c9
theorem pc_d624b6f800bcf22d : (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → Odd a ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) ↔ (∀ (count size amount total exponent length : Nat), 0 < count ∧ 0 < size ∧ 0 < amount ∧ 0 < total → Odd count ∧ Odd size ∧ Odd amount ∧ Odd total → count < size ∧ size < amount ∧ amount < total → count * total = size * amount → count + total = 2 ^ exponent → size + amount = 2 ^ length → count = 1) :=
  by paracert_iff_rfl
