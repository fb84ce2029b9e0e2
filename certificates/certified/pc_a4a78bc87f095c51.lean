import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a4a78bc87f095c51db6a3cf2ae6c1516b85633c35fbe40ffead7e7875e05dd61
theorem pc_a4a78bc87f095c51_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n = pcLit0 → (pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) ↔ (∀ (n : Nat), pcLit0 = n → (pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) :=
  by paracert_rules
theorem pc_a4a78bc87f095c51 : (∀ (n : Nat), n = 11 → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) ↔ (∀ (n : Nat), 11 = n → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) :=
  by with_reducible exact pc_a4a78bc87f095c51_schema (11) (1) (4)
