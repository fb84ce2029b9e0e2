import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 485dc35f0866346c99c2a8d3300e5c853fbd8bb716d27b474f0191bdcc1bc13e
theorem pc_485dc35f0866346c : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
