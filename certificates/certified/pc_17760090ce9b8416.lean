import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: variation · pair: 17760090ce9b84167ee2a0b7db1d33461899e8a88c05be98bc82ee1ae482d60f
theorem pc_17760090ce9b8416 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
