import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: edc591b8dfeb838d199d3986499ea2c8ea2abfd7d9bd3cf55e885504d70632e0
theorem pc_edc591b8dfeb838d_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (n r : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) :=
  by paracert_structural
theorem pc_edc591b8dfeb838d : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (n r : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) :=
  by with_reducible exact pc_edc591b8dfeb838d_schema (1342) (13) (6710)
