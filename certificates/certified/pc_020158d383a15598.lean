import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 020158d383a1559811b46e42436d999ca02239b1fa633e8da06036800fe3b26c
theorem pc_020158d383a15598_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) ↔ (∀ (n : Nat), ¬ ¬ (n ≤ pcLit0) → pcLit1 ∣ pcLit2 * pcLit3 + n → n = pcLit4) :=
  by paracert_rules
theorem pc_020158d383a15598 : (∀ (n : Nat), n ≤ 9 → 18 ∣ 374 * 10 + n → n = 4) ↔ (∀ (n : Nat), ¬ ¬ (n ≤ 9) → 18 ∣ 374 * 10 + n → n = 4) :=
  by with_reducible exact pc_020158d383a15598_schema (9) (18) (374) (10) (4)
