import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 020158d383a1559811b46e42436d999ca02239b1fa633e8da06036800fe3b26c
theorem pc_020158d383a15598 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), ¬ ¬ (n ≤ 9) → 18 ∣ 374 * 10 + n → n = 4) :=
  by paracert_rules
