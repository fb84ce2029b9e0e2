import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 6d809b4ce30b31e95ac162ae6a92cadffc53aaecc38d6608dfc663a417186c9f
theorem pc_6d809b4ce30b31e9_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (r n : Nat), 0 < n → r = pcLit0 % pcLit1 → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) :=
  by paracert_structural
theorem pc_6d809b4ce30b31e9 : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), 0 < n → r = 1342 % 13 → 1342 ∣ n → n % 13 < r → 6710 ≤ n) :=
  by with_reducible exact pc_6d809b4ce30b31e9_schema (1342) (13) (6710)
