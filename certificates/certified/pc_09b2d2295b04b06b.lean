import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 09b2d2295b04b06bb99ecbb72c9a878863c30ff7525ef2ca1b52545209baa41c
theorem pc_09b2d2295b04b06b_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (count multiple : Nat), count = pcLit0 % pcLit1 → 0 < multiple → pcLit0 ∣ multiple → multiple % pcLit1 < count → pcLit2 ≤ multiple) :=
  by paracert_iff_rfl
theorem pc_09b2d2295b04b06b : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (count multiple : Nat), count = 1342 % 13 → 0 < multiple → 1342 ∣ multiple → multiple % 13 < count → 6710 ≤ multiple) :=
  by with_reducible exact pc_09b2d2295b04b06b_schema (1342) (13) (6710)
