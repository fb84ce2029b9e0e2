import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: aaaf08a71236eb1969247ac098b418fe67ae61cc32d6c6a320a0dde918aa063d
theorem pc_aaaf08a71236eb19_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) ↔ (∀ (n : Nat), Even n → pcLit0 = ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) :=
  by paracert_rules
theorem pc_aaaf08a71236eb19 : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (n : Nat), Even n → 12296 = ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 → (n - 2) * n * (n + 2) / 8 = 32736) :=
  by with_reducible exact pc_aaaf08a71236eb19_schema (12296) (8) (32736)
