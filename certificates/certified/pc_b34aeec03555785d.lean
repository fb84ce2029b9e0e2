import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: b34aeec03555785d7a852d814e73602a62fc0e2efd241c8dcefd7008c9e5d996
theorem pc_b34aeec03555785d_schema (pcLit0 : Nat) : (∀ (n : Nat), pcLit0 ∣ 2 ^ (2 * n + 1) + 1) ↔ (∀ (n : Nat), ∃ (c : Nat), 2 ^ (2 * n + 1) + 1 = pcLit0 * c) :=
  by paracert_unpack
theorem pc_b34aeec03555785d : (∀ (n : Nat), 3 ∣ 2 ^ (2 * n + 1) + 1) ↔ (∀ (n : Nat), ∃ (c : Nat), 2 ^ (2 * n + 1) + 1 = 3 * c) :=
  by with_reducible exact pc_b34aeec03555785d_schema (3)
