import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 8784c102e24c037a12e3f0285836d15531edec52c9a4a826db0847b17bef506a
theorem pc_8784c102e24c037a_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), n ≤ pcLit0 ∧ pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) :=
  by paracert_logic
theorem pc_8784c102e24c037a : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 ∧ 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) :=
  by with_reducible exact pc_8784c102e24c037a_schema (9) (11) (20) (100) (10) (7) (5)
