import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 2b5457735ef384129b30ca12e8e6f8af8aa0a8a0631bec4d06b7ccb652e02f7d
theorem pc_2b5457735ef38412 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, n > 1 → Nat.Prime n) :=
  by paracert_iff_rfl
