import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9459b4c4efff2d260a70bc37e4dc8faaf7fdfdf665daf6c454416e1421795ae2
theorem pc_9459b4c4efff2d26_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) ↔ (∀ (n : Nat), pcLit0 ∣ n → 0 < n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) :=
  by paracert_structural
theorem pc_9459b4c4efff2d26 : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), 3 ∣ n → 0 < n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) :=
  by with_reducible exact pc_9459b4c4efff2d26_schema (3) (4) (6) (8) (9)
