import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: be1694db8e345f147eaaceda38d0bf51478e9e69531337968307ebee111e9bf9
theorem pc_be1694db8e345f14_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) (pcLit5 : Nat) (pcLit6 : Nat) : (∀ (n : Nat), n ≤ pcLit0 → pcLit1 ∣ pcLit2 * pcLit3 + pcLit4 * n + pcLit5 → n = pcLit6) ↔ (∀ (n : Nat), n ≤ pcLit0 → (∃ (c : Nat), pcLit2 * pcLit3 + pcLit4 * n + pcLit5 = pcLit1 * c) → n = pcLit6) :=
  by paracert_unpack
theorem pc_be1694db8e345f14 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → (∃ (c : Nat), 20 * 100 + 10 * n + 7 = 11 * c) → n = 5) :=
  by with_reducible exact pc_be1694db8e345f14_schema (9) (11) (20) (100) (10) (7) (5)
